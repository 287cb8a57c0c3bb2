/*
 * Blob keys built from ids and e-mails. Netlify treats `/` as a folder separator (list by
 * prefix) and its CLI's emulation stores each key as a file path, so every part taken from
 * data is escaped: only [A-Za-z0-9_@:.-] stay, anything else (and a leading dot, so `..` cannot
 * climb) becomes `~` + hex. Deterministic, so a key can be rebuilt for a lookup.
 */
export function keyPart(value: string): string {
  return value
    .replace(/[^A-Za-z0-9_@:.-]/gu, (ch) =>
      [...new TextEncoder().encode(ch)].map((b) => `~${b.toString(16).padStart(2, '0')}`).join(''),
    )
    .replace(/^\./u, '~2e');
}

/** Joins escaped parts with `/`; an empty part would make `//`, which Blobs refuses. */
export const blobKey = (...parts: string[]): string => parts.map((p) => (p === '' ? '~' : keyPart(p))).join('/');

/** The last part of a key, unescaped. */
export function lastPart(key: string): string {
  const part = key.slice(key.lastIndexOf('/') + 1);
  const bytes: number[] = [];
  let out = '';
  const flush = () => {
    if (bytes.length) out += new TextDecoder().decode(new Uint8Array(bytes.splice(0)));
  };
  for (let i = 0; i < part.length; i++) {
    if (part[i] === '~' && /^[0-9a-f]{2}$/u.test(part.slice(i + 1, i + 3))) {
      bytes.push(parseInt(part.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      flush();
      out += part[i];
    }
  }
  flush();
  return out;
}
