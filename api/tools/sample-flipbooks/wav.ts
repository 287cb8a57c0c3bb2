import { monoPcmWav } from '../sample-media/wav';

/** A mono 16-bit PCM WAV of a few sine notes with soft attack and release. */
export function toneWav(notesHz: number[], noteSeconds: number, sampleRate = 11025): Buffer {
  const perNote = Math.round(noteSeconds * sampleRate);
  const samples = perNote * notesHz.length;
  const data = Buffer.alloc(samples * 2);
  notesHz.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      const t = i / sampleRate;
      const env = Math.min(1, i / (0.03 * sampleRate)) * Math.min(1, (perNote - i) / (0.25 * sampleRate));
      const v = (0.35 * env * (Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(4 * Math.PI * hz * t))) / 1.3;
      data.writeInt16LE(Math.round(v * 32767), (n * perNote + i) * 2);
    }
  });
  return monoPcmWav(data, sampleRate, 16);
}
