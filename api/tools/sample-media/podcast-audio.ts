import { Mp3Encoder } from '@breezystack/lamejs';

/*
 * Short MP3s for the sample podcast episodes, so the feed's enclosures point at audio that
 * really plays offline. MP3 because every podcast app (Apple's list included) takes audio/mpeg;
 * 22.05 kHz mono at 32 kbps keeps a few seconds to about 20 KB. lamejs is pure JavaScript and
 * deterministic, so media.test.ts can rebuild the files and compare them byte for byte.
 */

const RATE = 22050;
const KBPS = 32;
const BEAT_SECONDS = 0.35;

/** Notes as [frequency Hz, beats]; 0 Hz is a rest. */
export type Phrase = ReadonlyArray<readonly [number, number]>;

/** A rising "station ident" for Translating Yourself and a falling one for Rooms, Rivers and Radio. */
export const EPISODE_PHRASES: Record<string, Phrase> = {
  'episode-1': [
    [392.0, 1],
    [523.25, 1],
    [659.25, 1],
    [783.99, 2],
    [0, 1],
    [659.25, 1],
    [783.99, 3],
    [0, 2],
  ],
  'episode-2': [
    [783.99, 1],
    [659.25, 1],
    [523.25, 1],
    [440.0, 2],
    [0, 1],
    [493.88, 1],
    [392.0, 3],
    [0, 2],
  ],
};

/** 16-bit PCM of a phrase: a bell-like tone (quick attack, exponential decay, an octave overtone). */
export function synthesise(phrase: Phrase): Int16Array {
  const total = phrase.reduce((sum, [, beats]) => sum + Math.round(RATE * BEAT_SECONDS * beats), 0);
  const pcm = new Int16Array(total);
  let offset = 0;
  for (const [freq, beats] of phrase) {
    const length = Math.round(RATE * BEAT_SECONDS * beats);
    for (let i = 0; freq > 0 && i < length; i += 1) {
      const t = i / RATE;
      const envelope = Math.min(1, t * 200) * Math.exp(-2.5 * t);
      const wave = Math.sin(2 * Math.PI * freq * t) + 0.25 * Math.sin(4 * Math.PI * freq * t);
      pcm[offset + i] = Math.round(12000 * envelope * (wave / 1.25));
    }
    offset += length;
  }
  return pcm;
}

/** MP3 (MPEG-2 layer III, constant bit rate) of a phrase. */
export function encodeMp3(pcm: Int16Array): Buffer {
  const encoder = new Mp3Encoder(1, RATE, KBPS);
  // lamejs hands back Int8Array views despite its typings: copy the bytes as they are.
  const chunks = [encoder.encodeBuffer(pcm), encoder.flush()].map((c) =>
    Buffer.from(c.buffer, c.byteOffset, c.byteLength),
  );
  return Buffer.concat(chunks);
}

/** Every sample episode's audio, by path under api/media. */
export function buildPodcastAudio(): Map<string, Buffer> {
  return new Map(
    Object.entries(EPISODE_PHRASES).map(([name, phrase]) => [`podcast/${name}.mp3`, encodeMp3(synthesise(phrase))]),
  );
}
