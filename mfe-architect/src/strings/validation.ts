/** Architect's Method purchase validation (spec sections 2, 4, 5 and 8). */
export const VALIDATION = {
  heading: "Validate Your Architect's Method Purchase",
  intro: 'Enter the e-mail address and order number from your purchase receipt to open the method.',
  email: 'Email address',
  order: 'Order number',
  submit: 'Validate Purchase',
  validating: 'Validating your purchase...',
  required: 'Please fill in both email and order number.',
  failed: 'Purchase validation failed. Please check your details.',
  connection: 'Connection error. Please try again.',
  successHeading: 'Purchase Verified',
  access: {
    demo: 'Demo access is ready. It does not expire.',
    single: 'Your Single Book access is ready.',
    multi: 'Your Multi-Book access is ready.',
  },
  expires: (date: string) => `Access until ${date}.`,
  open: "Open The Architect's Method",
  demoLink: 'Explore the method in demo mode',
  help: 'Need help finding your order? Go to My Purchases',
} as const;
