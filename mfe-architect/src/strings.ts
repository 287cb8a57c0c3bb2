/** Every user-facing string of the architect remote, word for word from shared SPEC.md. */
export const STRINGS = {
  privacy: {
    heading: "Privacy Policy: The Architect's Method AI Writing Assistant",
    effective: 'Effective date: 22 October 2025',
  },
} as const;
