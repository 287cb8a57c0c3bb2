import type { Mailer } from '@publisher/shared/server/ports/mailer';
import { outboxMailer, outboxDir, smtpMailer } from './nodemailer-mailer';

export interface SelectedMailer {
  /** null: no way to send mail here (production without SMTP_URL); sign-in answers 503. */
  mailer: Mailer | null;
  /** One line for the start-up log, saying why when mail is off. */
  summary: string;
}

/** SMTP when SMTP_URL is set; else the local outbox, never in production (no one would read it). */
export function mailerFromEnv(
  env: { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string },
  production: boolean,
): SelectedMailer {
  if (env.SMTP_URL) {
    return {
      mailer: smtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }),
      summary: `Mail: SMTP (${new URL(env.SMTP_URL).host})`,
    };
  }
  if (production) {
    return {
      mailer: null,
      summary:
        'Mail: off — SMTP_URL is not set, so e-mail sign-in answers 503 and no order, refund or quote mail goes out until it is (production never uses the local outbox)',
    };
  }
  return {
    mailer: outboxMailer({ dataDir: env.DATA_DIR, from: env.MAIL_FROM }),
    summary: `Mail: local outbox ${outboxDir(env.DATA_DIR)} (see /dev/outbox)`,
  };
}
