/*
 * A short piano-like phrase as an 8 kHz, 8-bit mono WAV: the sample "Song URL" plays
 * something real offline while staying a few tens of kilobytes.
 */

const RATE = 8000;

/** Notes as [frequency Hz, beats]; one beat is 0.4 s. */
const NOCTURNE: Array<[number, number]> = [
  [220.0, 1],
  [329.63, 1],
  [440.0, 1],
  [493.88, 1],
  [523.25, 2],
  [493.88, 1],
  [440.0, 1],
  [392.0, 1],
  [329.63, 1],
  [349.23, 2],
  [329.63, 2],
];

export function buildNocturneWav(): Buffer {
  const samples: number[] = [];
  for (const [freq, beats] of NOCTURNE) {
    const length = Math.round(RATE * 0.4 * beats);
    for (let i = 0; i < length; i += 1) {
      const t = i / RATE;
      // A quick attack and an exponential decay, with a soft octave overtone.
      const envelope = Math.min(1, t * 80) * Math.exp(-3 * t);
      const wave = Math.sin(2 * Math.PI * freq * t) + 0.3 * Math.sin(4 * Math.PI * freq * t);
      samples.push(Math.round(128 + 90 * envelope * (wave / 1.3)));
    }
  }
  const data = Buffer.from(samples.map((s) => Math.max(0, Math.min(255, s))));
  return monoPcmWav(data, RATE, 8);
}

/**
 * A mono PCM WAV file: the 44-byte RIFF header, then the samples (8-bit unsigned or 16-bit
 * little-endian). Written here rather than with a package: decision 128.
 */
export function monoPcmWav(data: Buffer, sampleRate: number, bitsPerSample: 8 | 16): Buffer {
  const blockAlign = bitsPerSample / 8;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM header size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28); // byte rate
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(bitsPerSample, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
