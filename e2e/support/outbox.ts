import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The e2e server's mail: on the embedded default each message is an .eml file in its outbox
 * (DATA_DIR/outbox, DATA_DIR = .data/e2e-<port>; decision 102). One reader for every journey
 * that follows a mailed link.
 */
export const OUTBOX = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '.data',
  `e2e-${process.env.E2E_PORT ?? 8090}`,
  'outbox',
);

/** Quoted-printable undone, read as UTF-8: links and references read whole. */
const readable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Every message to exactly `email`, oldest first, readable; `outbox`: another server's (DATA_DIR/outbox). */
export async function mailsTo(email: string, outbox = OUTBOX): Promise<string[]> {
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const to = new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r?$`, 'm');
  const raws = await Promise.all(names.map((n) => readFile(join(outbox, n), 'utf8')));
  return raws.filter((raw) => to.test(raw)).map(readable);
}

/** The sign-in link of the newest message to `email` that has one. */
export async function newestSignInLink(email: string): Promise<string> {
  for (const mail of (await mailsTo(email)).reverse()) {
    const link = /https?:\/\/\S+\/api\/auth\/verify\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    if (link) return link;
  }
  throw new Error(`no sign-in mail to ${email} in ${OUTBOX}`);
}
