/** Seconds of silence put in front of each flipbook recording (spec section 9). */
export const SILENCE_SECONDS = 2;

/**
 * Each channel with `seconds` of silence in front. Why: Bluetooth speakers and some phones wake
 * their audio path only when sound starts, swallowing the first word; real silent samples in
 * the file (unlike a delayed play()) are what they swallow instead.
 */
export function prependSilence(
  channels: readonly Float32Array[],
  sampleRate: number,
  seconds = SILENCE_SECONDS,
): Float32Array[] {
  const lead = Math.round(sampleRate * seconds);
  return channels.map((data) => {
    const out = new Float32Array(lead + data.length);
    out.set(data, lead);
    return out;
  });
}

/** 16-bit PCM WAV of the channels (interleaved), playable by every browser's audio element. */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number): ArrayBuffer {
  const channelCount = Math.max(1, channels.length);
  const frames = channels[0]?.length ?? 0;
  const blockAlign = channelCount * 2;
  const dataBytes = frames * blockAlign;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, channelCount, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  let offset = 44;
  for (let frame = 0; frame < frames; frame += 1) {
    for (let ch = 0; ch < channelCount; ch += 1) {
      const sample = Math.max(-1, Math.min(1, channels[ch]?.[frame] ?? 0));
      view.setInt16(offset, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true);
      offset += 2;
    }
  }
  return buffer;
}
