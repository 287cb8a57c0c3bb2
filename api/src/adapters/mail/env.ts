import { z } from 'zod';
import { optionalText } from '../../platform/env-text';

/**
 * The mail variables (merged into env.ts). Mail carries the e-mail sign-in links (decision 102),
 * the order confirmations, refund notices and quote copies (decision 120). Without SMTP_URL,
 * development writes each message as an .eml file under DATA_DIR/outbox/; in production sign-in
 * then answers 503 and no order mail goes out, since nobody would ever read a local outbox, so
 * production with a live Stripe key refuses to start without SMTP_URL (env.ts).
 */
export const mailEnvShape = {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .refine(
        (v) => /^smtps?:\/\/[^\s]+$/.test(v),
        'must be an smtp:// or smtps:// URL, like smtp://user:pass@host:587',
      )
      .optional(),
  ),
  /** The From header of every message, e.g. "Ashgrove Press <no-reply@ashgrove.example>". */
  MAIL_FROM: z.string().trim().min(3).default('Ashgrove Press <no-reply@localhost>'),
  /** Where the notice of each quote request goes (the publisher's inbox); unset: only the author gets a copy. */
  PUBLISHER_EMAIL: optionalText.pipe(z.string().email('must be an e-mail address').optional()),
};
