import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DELETE_CONFIRMATION, LIBRARY_PATHS } from '@publisher/shared/contracts/library';
import { LIBRARY } from '../strings/library';
import { deleteAccount } from './library-calls';

const s = LIBRARY.data;

/**
 * "Your data": the export is a plain download link; deleting takes a confirm step (typed DELETE)
 * that gets focus when it opens and gives it back to its button when cancelled.
 */
export function YourData({ onDeleted }: { onDeleted: (message: string) => void }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  useEffect(() => {
    if (confirming) input.current?.focus();
    else if (opened.current) opener.current?.focus();
    opened.current = confirming;
  }, [confirming]);

  const cancel = () => {
    setConfirming(false);
    setTyped('');
    setError(null);
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (typed.trim() !== DELETE_CONFIRMATION) return setError(s.mustType);
    setBusy(true);
    setError(null);
    try {
      onDeleted((await deleteAccount(DELETE_CONFIRMATION)).message);
    } catch (failure) {
      setError((failure as { serverMessage?: string | null }).serverMessage ?? s.failed);
      setBusy(false);
    }
  };

  return (
    <section className="card library-card library-data" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{s.heading}</h2>
      <p>{s.body}</p>
      <div className="purchases-actions">
        <a className="button secondary" href={LIBRARY_PATHS.exportData} download>
          {s.export}
        </a>
        {confirming ? null : (
          <button
            ref={opener}
            type="button"
            className="button secondary library-danger"
            aria-expanded={false}
            onClick={() => setConfirming(true)}
          >
            {s.delete}
          </button>
        )}
      </div>
      {confirming ? (
        <form className="library-confirm" onSubmit={onSubmit} aria-labelledby={`${id}-c`} noValidate>
          <h3 id={`${id}-c`}>{s.confirmHeading}</h3>
          <p id={`${id}-d`}>{s.confirmBody}</p>
          <div className="field">
            <label htmlFor={`${id}-t`}>{s.confirmLabel}</label>
            <input
              ref={input}
              id={`${id}-t`}
              autoComplete="off"
              aria-describedby={`${id}-d`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') cancel();
              }}
            />
          </div>
          <div role="alert" className="purchases-alert">
            {error ? <p className="notice error">{error}</p> : null}
          </div>
          <div className="purchases-actions">
            <button type="submit" className="button library-danger-solid" disabled={busy}>
              {busy ? s.deleting : s.confirm}
            </button>
            <button type="button" className="button secondary" onClick={cancel} disabled={busy}>
              {s.cancel}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
