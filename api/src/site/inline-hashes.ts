import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the built site lives: SITE_ROOT, else this checkout (shell/dist, mfe-<name>/dist, api/media). */
export function siteRoot(env: { SITE_ROOT?: string | undefined }): string {
  return env.SITE_ROOT
    ? path.resolve(env.SITE_ROOT)
    : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
}

export interface InlineHashes {
  /** CSP source expressions ('sha256-…') of the page's inline scripts. */
  scripts: string[];
  /** … and of its inline style elements. */
  styles: string[];
}

export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of the executable inline scripts and the style elements of a page: the shell's
 * build inlines its style sheet and a one-line consent script into index.html
 * (shell/scripts/prerender.tsx), and the Content-Security-Policy allows exactly those.
 * JSON data blocks are not scripts and need no hash.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\ssrc=/i.test(attrs) && !/type="(?:application\/(?:ld\+)?json)"/i.test(attrs))
    .map(([, , body]) => sha256(body!));
  const styles = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, body]) => sha256(body!));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** The inline hashes of the built shell page, or none when the shell is not built here (Netlify functions). */
export function shellInlineHashes(root: string): InlineHashes {
  const file = path.join(root, 'shell/dist/index.html');
  return existsSync(file) ? inlineHashes(readFileSync(file, 'utf8')) : { scripts: [], styles: [] };
}
