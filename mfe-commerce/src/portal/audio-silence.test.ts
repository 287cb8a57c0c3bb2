import { describe, expect, it } from 'vitest';
import { SILENCE_SECONDS, encodeWav, prependSilence } from './audio-silence';

describe('prependSilence', () => {
  it('puts two seconds of zeros before every channel', () => {
    expect(SILENCE_SECONDS).toBe(2);
    const left = Float32Array.from([0.5, -0.5, 1]);
    const right = Float32Array.from([0.25, 0, -1]);
    const [l, r] = prependSilence([left, right], 8000);
    expect(l).toHaveLength(16000 + 3);
    expect(r).toHaveLength(16000 + 3);
    expect(l!.subarray(0, 16000).every((s) => s === 0)).toBe(true);
    expect(Array.from(l!.subarray(16000))).toEqual([0.5, -0.5, 1]);
    expect(Array.from(r!.subarray(16000))).toEqual([0.25, 0, -1]);
  });
});

describe('encodeWav', () => {
  it('writes a PCM header and interleaved 16-bit samples', () => {
    const wav = encodeWav([Float32Array.from([0, 1]), Float32Array.from([-1, 0.5])], 22050);
    const view = new DataView(wav);
    const text = (o: number, n: number) => String.fromCharCode(...new Uint8Array(wav, o, n));
    expect(text(0, 4)).toBe('RIFF');
    expect(text(8, 4)).toBe('WAVE');
    expect(text(36, 4)).toBe('data');
    expect(view.getUint16(22, true)).toBe(2); // channels
    expect(view.getUint32(24, true)).toBe(22050);
    expect(view.getUint32(40, true)).toBe(8); // 2 frames × 2 channels × 2 bytes
    expect(wav.byteLength).toBe(52);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, -32768, 32767, 16383]);
  });
});
