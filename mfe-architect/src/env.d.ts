/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `alternate` builds the landing's alternate version (GPT link, Coming Soon pricing). */
  readonly VITE_ARCHITECT_LANDING?: string;
  /** The official GPT assistant's URL, linked from the alternate landing and the workspace. */
  readonly VITE_ARCHITECT_GPT_URL?: string;
}
