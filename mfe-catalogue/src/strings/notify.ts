/* "Get Notified" and "Subscribe for Updates" (decision 124): double opt-in sign-ups. */
export const NOTIFY = {
  book: {
    button: 'Get Notified',
    intro: 'Leave your e-mail address and we will write once, when this book is out.',
  },
  updates: {
    heading: 'Subscribe for Updates', // spec: the home page's hero link
    intro: 'New books, workbooks and stories, by e-mail when they are out. Nothing else.',
    button: 'Subscribe for Updates',
  },
  email: 'Your e-mail address',
  failed: 'We could not take your sign-up just now. Please try again in a few minutes.',
  privacy: 'We first send a link to confirm. Every e-mail has a one-click unsubscribe link. See our',
  privacyLink: 'privacy policy',
} as const;
