import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';

import { escapeHtml as escape, plainPage } from '@publisher/shared/server/http/plain-page';

/** Undoes quoted-printable soft breaks and escapes, so links in the message read whole. */
export const decodeQuotedPrintable = (text: string): string =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * GET /dev/outbox: the development outbox (DATA_DIR/outbox/*.eml), newest first, each message
 * shown as text. Mounted only when not in production: it shows everyone's sign-in links.
 */
export function devOutboxRoutes(dir: string): Hono {
  return new Hono().get('/', async (c) => {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse()
      .slice(0, 50);
    const messages = await Promise.all(
      names.map(async (name) => ({ name, text: decodeQuotedPrintable(await readFile(join(dir, name), 'utf8')) })),
    );
    c.header('Cache-Control', 'no-store');
    const items = messages.map((m) => `<li><h2>${escape(m.name)}</h2><pre>${escape(m.text)}</pre></li>`).join('\n');
    return c.html(
      plainPage(
        'Outbox (development)',
        `<main><h1>Outbox (development)</h1><p>Mail the site would have sent, from ${escape(dir)}.</p>
${messages.length ? `<ol>${items}</ol>` : '<p>No messages yet.</p>'}</main>`,
      ),
    );
  });
}
