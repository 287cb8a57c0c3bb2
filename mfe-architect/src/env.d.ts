/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `alternate` builds the landing's alternate version (GPT link, Coming Soon pricing). */
  readonly VITE_ARCHITECT_LANDING?: string;
  /** The official GPT assistant's URL, linked from the alternate landing and the workspace. */
  readonly VITE_ARCHITECT_GPT_URL?: string;
  /** Price ids sent to create-subscription-checkout; the server checks them against its allow-list. */
  readonly VITE_ARCHITECT_PRICE_SINGLE_BOOK?: string;
  readonly VITE_ARCHITECT_PRICE_MULTI_BOOK?: string;
}
