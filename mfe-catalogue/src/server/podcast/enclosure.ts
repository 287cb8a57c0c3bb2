import type { EpisodeAudio } from '@publisher/shared/contracts/content';
import { absoluteUrl } from '@publisher/shared/seo';

export interface Enclosure {
  url: string;
  length: number;
  type: 'audio/mpeg' | 'audio/x-m4a';
}

/**
 * The audio types Apple Podcasts takes for an audio show (its feed requirements list MP3 as
 * audio/mpeg and M4A as audio/x-m4a); common spellings of the same formats are folded in.
 * WAV, OGG and AAC are not on Apple's list, so such an episode stays out of the feed.
 */
const ACCEPTED: Record<string, Enclosure['type']> = {
  'audio/mpeg': 'audio/mpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/mpeg3': 'audio/mpeg',
  'audio/x-mpeg': 'audio/mpeg',
  'audio/x-m4a': 'audio/x-m4a',
  'audio/m4a': 'audio/x-m4a',
  'audio/mp4': 'audio/x-m4a',
};

/**
 * An RSS enclosure for an episode's audio, or null when podcast apps would reject it: no
 * absolute http(s) URL, no byte length (RSS and Apple require the real size), or a type
 * Apple does not accept.
 */
export function enclosureFor(audio: EpisodeAudio | null, origin: string): Enclosure | null {
  if (!audio) return null;
  const url = absoluteUrl(audio.url, origin);
  const type = audio.type ? ACCEPTED[audio.type.trim().toLowerCase()] : undefined;
  if (!url || !type || audio.bytes === null || !Number.isSafeInteger(audio.bytes) || audio.bytes <= 0) return null;
  return { url, length: audio.bytes, type };
}
