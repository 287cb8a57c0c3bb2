/** /architect-privacy (spec section 2, Privacy pages). */
export const PRIVACY = {
  heading: "Privacy Policy: The Architect's Method AI Writing Assistant",
  effective: 'Effective date: 22 October 2025',
} as const;
