import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer } from '@publisher/shared/server/ports/mailer';

/** Mail through an SMTP server (SMTP_URL): a transactional provider in production, a loopback server in tests. */
export function smtpMailer(options: { url: string; from: string }): Mailer {
  // Bounded waits (nodemailer's defaults are 2 min and 10 min): a stuck relay fails the send in
  // seconds, so the webhook answers 503 and Stripe delivers again, and a quote answers in time.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      // text and, when the template has one, html: nodemailer sends them as multipart/alternative.
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}

/** Where the outbox lives under DATA_DIR. */
export const outboxDir = (dataDir: string): string => join(dataDir, 'outbox');

/**
 * Development mail: nodemailer builds the real RFC 822 message (stream transport), written as
 * `<time>-<random>.eml` under DATA_DIR/outbox/ so a developer opens it in any mail client, or at
 * /dev/outbox. The name sorts by time, so the newest message is the last one.
 */
export function outboxMailer(options: { dataDir: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = outboxDir(options.dataDir);
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(dir, name), info.message as Buffer);
    },
  };
}
