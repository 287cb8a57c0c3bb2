import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ukYear } from '@publisher/shared/domain/dates';
import { PORTAL } from '../strings/portal';
import { attachAudioHelper } from './audio-helper';
import { useDebugToolCheck } from './debug-tool';
import type { CollectorsAccess } from './verify';

/** The unlocked portal: premium flipbook frame, password notice, licence and copyright lines. */
export function UnlockedView({ access }: { access: CollectorsAccess }) {
  const s = PORTAL.unlocked;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hidden = useDebugToolCheck(true);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    const frame = frameRef.current;
    return frame ? attachAudioHelper(frame) : undefined;
  }, [hidden, access.flipbookUrl]);

  return (
    <section className="portal-unlocked" aria-labelledby="portal-unlocked-heading">
      <h2 id="portal-unlocked-heading" ref={headingRef} tabIndex={-1}>
        {s.heading}
      </h2>
      <p className="notice success" role="status">
        {s.verified}
      </p>
      {hidden ? (
        <p className="notice error portal-hidden" role="alert">
          {s.hidden}
        </p>
      ) : (
        <>
          <div className="notice portal-password">
            <p>
              <strong>{s.passwordLabel}</strong> <code className="portal-code">{access.flipbookPassword}</code>
            </p>
            <p className="muted">{s.passwordHint}</p>
          </div>
          <div className="portal-frame">
            <iframe
              ref={frameRef}
              src={access.flipbookUrl}
              title={s.frameTitle}
              referrerPolicy="no-referrer"
              allow="fullscreen"
              allowFullScreen
            />
          </div>
        </>
      )}
      <p className="portal-licence">
        {s.licensedTo} <strong>{access.email}</strong>
      </p>
      <p className="muted portal-copyright">{s.copyright(ukYear())}</p>
      <p>
        <Link className="button secondary" to={`/read/full/${PORTAL.bookSlug}`}>
          {s.fullReader}
        </Link>
      </p>
      <p className="muted">{s.fullReaderHint}</p>
    </section>
  );
}
