/** Every user-facing string of the catalogue remote, word for word from shared SPEC.md. */
export const STRINGS = {
  books: {
    heading: 'Our Books',
    loading: 'Loading books...',
    empty: 'No books available yet. Check back soon for our latest publications!',
    error: 'We could not load our books just now. Please try again.',
    retry: 'Try again',
  },
} as const;
