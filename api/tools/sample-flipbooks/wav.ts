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
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
