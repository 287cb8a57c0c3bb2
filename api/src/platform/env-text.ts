import { z } from 'zod';

/** An environment variable that may be unset: trimmed, and empty is the same as unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();
