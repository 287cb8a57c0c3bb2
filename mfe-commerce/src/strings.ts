import { SITE } from '@publisher/shared/site';

/** Every user-facing string of the commerce remote, word for word from shared SPEC.md. */
export const STRINGS = {
  cancelled: {
    heading: 'Checkout Cancelled',
    body: 'Your checkout was cancelled and you have not been charged.',
    basketKept: 'Nothing has been lost: you can return to the shop whenever you are ready.',
    browse: 'Continue browsing books',
    help: `Questions? Email us at ${SITE.email}.`,
  },
} as const;
