import { useEffect, useState } from 'react';
import { isReachable } from '../lib/probe';
import { useStrings } from '../i18n/locale';
import { ExternalLink } from './external-link';

type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * False in the server's HTML, while hydrating it and in a page's first render; true from the render after: the
 * frame is the browser's to add. In the first HTML it would load once, then again when the shell puts the server's
 * page into its own tree (an iframe moved in the DOM reloads), and it stays hidden until the probe below has run
 * anyway. Set by an effect, not read from a store: a store whose browser value differs from the server's makes
 * React render again synchronously at the end of the hydration's commit, so the frame's creation (~10 ms on a fast
 * machine, 40 at a phone's speed) joined the hydration in one long task (Lighthouse's TBT on the /read/ pages).
 * An effect's update renders in a task of its own.
 */
function useFrameAdded(): boolean {
  const [added, setAdded] = useState(false);
  useEffect(() => setAdded(true), []);
  return added;
}

interface Props {
  url: string | null;
  /** The frame's accessible title. */
  title: string;
  className?: string;
}

/**
 * A framed book preview: Loading book preview... until the frame has loaded, Preview
 * Unavailable with an open-in-new-tab link when it cannot be shown, Preview Not Available
 * when the book has no sample URL (spec sections 4 and 8).
 */
export function PreviewFrame({ url, title, className = '' }: Props) {
  const [state, setState] = useState<FrameState>('loading');
  const { PREVIEW } = useStrings();
  const [frameLoaded, setFrameLoaded] = useState(false);
  const [reachable, setReachable] = useState<boolean | null>(null);
  const frameAdded = useFrameAdded();

  useEffect(() => {
    if (!url) return;
    let active = true;
    setState('loading');
    setFrameLoaded(false);
    setReachable(null);
    isReachable(url).then((ok) => active && setReachable(ok));
    return () => {
      active = false;
    };
  }, [url]);

  useEffect(() => {
    if (reachable === false) setState('failed');
    else if (reachable && frameLoaded) setState('loaded');
  }, [reachable, frameLoaded]);

  if (!url) {
    return (
      <div className={`cat-preview cat-preview-none ${className}`} data-preview-state="none">
        <p className="cat-preview-title">{PREVIEW.notAvailable}</p>
        <p className="muted">{PREVIEW.notAvailableBody}</p>
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div className={`cat-preview cat-preview-failed ${className}`} data-preview-state="failed" role="alert">
        <p className="cat-preview-title">{PREVIEW.unavailable}</p>
        <p className="muted">{PREVIEW.unavailableBody}</p>
        <ExternalLink href={url} className="button secondary">
          {PREVIEW.openInNewTab}
        </ExternalLink>
      </div>
    );
  }
  return (
    <div className={`cat-preview ${className}`} data-preview-state={state} aria-busy={state === 'loading'}>
      {state === 'loading' && (
        <p className="cat-preview-loading" role="status">
          <span className="cat-spinner" aria-hidden="true" />
          {PREVIEW.loading}
        </p>
      )}
      {frameAdded && (
        <iframe
          src={url}
          title={title}
          className={state === 'loaded' ? 'cat-frame' : 'cat-frame cat-frame-hidden'}
          loading="lazy"
          allow="fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setFrameLoaded(true)}
        />
      )}
    </div>
  );
}
