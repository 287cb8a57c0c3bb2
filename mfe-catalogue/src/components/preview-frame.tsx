import { useEffect, useState, useSyncExternalStore } from 'react';
import { isReachable } from '../lib/probe';
import { useStrings } from '../i18n/locale';
import { ExternalLink } from './external-link';

type FrameState = 'loading' | 'loaded' | 'failed';

const noSubscription = () => () => undefined;
/**
 * False in the server's HTML and while hydrating it, true after: the frame is the browser's to add. In the first
 * HTML it would load once, then again when the shell puts the server's page into its own tree (an iframe moved in
 * the DOM reloads), and it stays hidden until the probe below has run anyway.
 */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

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
  const inBrowser = useInBrowser();

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
      {inBrowser && (
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
