import { encodeWav, prependSilence } from './audio-silence';

const DONE = 'data-ashgrove-silence';

/** The frame's own globals: its AudioContext and blob URLs belong to the flipbook document. */
type FrameWindow = Window & typeof globalThis & { webkitAudioContext?: typeof AudioContext };

async function addSilence(audio: HTMLAudioElement, win: FrameWindow): Promise<void> {
  const src = audio.currentSrc || audio.src || audio.querySelector('source')?.src;
  if (!src || src.startsWith('blob:')) return;
  audio.setAttribute(DONE, 'pending');
  try {
    // Same origin: the flipbook's session cookie goes with the request.
    const response = await win.fetch(src, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`audio ${response.status}`);
    const Ctx = win.AudioContext ?? win.webkitAudioContext;
    if (!Ctx) throw new Error('no Web Audio');
    const ctx = new Ctx();
    try {
      const decoded = await ctx.decodeAudioData(await response.arrayBuffer());
      const channels = Array.from({ length: decoded.numberOfChannels }, (_, i) => decoded.getChannelData(i));
      const wav = encodeWav(prependSilence(channels, decoded.sampleRate), decoded.sampleRate);
      const wasPlaying = !audio.paused;
      audio.src = win.URL.createObjectURL(new Blob([wav], { type: 'audio/wav' }));
      audio.load();
      if (wasPlaying) void audio.play().catch(() => undefined);
      audio.setAttribute(DONE, 'done');
    } finally {
      void ctx.close();
    }
  } catch {
    // The original recording still plays; the silence is a comfort, not a requirement.
    audio.setAttribute(DONE, 'failed');
  }
}

function scan(doc: Document, win: FrameWindow): void {
  doc.querySelectorAll<HTMLAudioElement>(`audio:not([${DONE}])`).forEach((audio) => void addSilence(audio, win));
}

/**
 * Prepends 2 seconds of silence to each audio element of the flipbook in `frame`, including
 * ones the flipbook adds later. Only a same-origin frame can be reached; for any other the
 * browser forbids it and this does nothing. Returns a function that stops watching.
 */
export function attachAudioHelper(frame: HTMLIFrameElement): () => void {
  let observer: MutationObserver | null = null;
  const onLoad = () => {
    observer?.disconnect();
    let doc: Document | null = null;
    try {
      doc = frame.contentDocument;
    } catch {
      doc = null;
    }
    const win = frame.contentWindow as FrameWindow | null;
    if (!doc || !win || !doc.body) return;
    scan(doc, win);
    observer = new MutationObserver(() => scan(doc, win));
    observer.observe(doc.body, { childList: true, subtree: true });
  };
  frame.addEventListener('load', onLoad);
  if (frame.contentDocument?.readyState === 'complete' && frame.contentDocument.URL !== 'about:blank') onLoad();
  return () => {
    frame.removeEventListener('load', onLoad);
    observer?.disconnect();
  };
}
