import * as z from 'zod/mini';
import { NOTIFY_TOPIC } from './notify';

/**
 * POST /api/notify { email, topic } → 200 { message } (the same whether or not the address
 * already confirmed) | 400 { error } | 429 | 503 { error }. Sends one confirmation mail.
 */
export const notifyRequestSchema = z.object({
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  topic: z.string().check(z.regex(NOTIFY_TOPIC, 'must be "all" or a kind and a slug, as book/crownless')),
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;
export const notifyResponseSchema = z.object({ message: z.string() });
