import type { EpisodeAudio } from '@publisher/shared/contracts/content';
import { first, num, pick, text, url, type Fields } from './fields';

/**
 * The episode's audio: an attachment (Airtable gives url, size and type) or a plain URL. The
 * spec's Podcast Episodes table names no audio column; these are the names a publisher would
 * give it (decision 090). Nothing is fetched to learn a URL's size: a plain URL has bytes null.
 */
export const AUDIO_FIELDS = ['Audio File', 'Audio', 'Audio URL', 'MP3'] as const;

/** File extensions Airtable may leave untyped, and the MIME type each is served as. */
const BY_EXTENSION: Record<string, string> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/x-m4a',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

function guessType(address: string): string | null {
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(address)?.[1]?.toLowerCase();
  return extension ? (BY_EXTENSION[extension] ?? null) : null;
}

export function audioOf(fields: Fields): EpisodeAudio | null {
  const cell = pick(fields, AUDIO_FIELDS);
  const address = url(cell);
  if (!address) return null;
  const file = first(cell);
  const meta = file && typeof file === 'object' ? (file as Record<string, unknown>) : {};
  const bytes = num(meta['size']);
  const declared = text(meta['type']);
  // Airtable types what it cannot sniff as application/octet-stream: the extension says more.
  const type = declared && declared !== 'application/octet-stream' ? declared : guessType(address);
  return { url: address, bytes: bytes !== null && bytes > 0 ? Math.round(bytes) : null, type };
}
