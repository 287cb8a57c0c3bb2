import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { smtpLoopback } from '../../api/src/testing/smtp-loopback';
import { MAIL_DIR } from './deploy-env';

/**
 * The SMTP relay of the deploy (SMTP_URL): a real SMTP server on 127.0.0.1 that files each message
 * it receives under MAIL_DIR (one .eml per message, recipients on the first line), where the tests,
 * in other processes than this global setup, read them.
 */
export async function startMailCatcher(): Promise<{ url: string; stop(): Promise<void> }> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  const smtp = await smtpLoopback();
  let stopped = false;
  void (async () => {
    for (let n = 1; !stopped; n++) {
      const mail = await smtp.next();
      writeFileSync(path.join(MAIL_DIR, `${String(n).padStart(4, '0')}.eml`), `${mail.to.join(',')}\n${mail.raw}`);
    }
  })();
  return {
    url: smtp.url,
    stop: async () => {
      stopped = true;
      await smtp.close();
    },
  };
}

/** The messages filed so far to `address`: their raw text. */
export function mailTo(address: string): string[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((name) => readFileSync(path.join(MAIL_DIR, name), 'utf8'))
    .filter((text) => text.slice(0, text.indexOf('\n')).split(',').includes(address))
    .map((text) => text.slice(text.indexOf('\n') + 1));
}
