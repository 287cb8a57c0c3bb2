/** Every user-facing string of the education remote, word for word from shared SPEC.md. */
export const STRINGS = {
  comingSoon: {
    heading: 'Coming Soon',
    expected: 'Expected release:',
    back: 'Back to Education',
    notify: 'Get Notified',
    notifyAlert: "Thanks! We'll notify you as soon as this workbook is available.",
    unknown: 'This workbook is not in our catalogue.',
  },
} as const;
