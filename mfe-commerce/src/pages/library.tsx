import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { LibraryResponse } from '@publisher/shared/contracts/library';
import { fetchLibrary, signOut } from '../library/library-calls';
import { LibraryEntry } from '../library/library-item';
import { LibrarySignIn } from '../library/sign-in-form';
import { YourData } from '../library/your-data';
import { LIBRARY } from '../strings/library';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out'; notice: string | null }
  | { kind: 'failed' }
  | { kind: 'ready'; library: LibraryResponse };

/**
 * /library (issue 25, decision 121): everything the e-mail this browser proved by a sign-in link
 * owns, and "Your data". Signed out, it offers the link; the server decides whose library it is.
 */
export default function LibraryPage() {
  const s = LIBRARY;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const heading = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const library = await fetchLibrary();
      setState(library ? { kind: 'ready', library } : { kind: 'signed-out', notice: null });
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const signedOut = (notice: string | null) => {
    setState({ kind: 'signed-out', notice });
    heading.current?.focus();
  };

  return (
    <div className="page commerce-narrow library">
      <h1 ref={heading} tabIndex={-1}>
        {s.heading}
      </h1>
      {state.kind === 'loading' ? <p role="status">{s.loading}</p> : null}
      {state.kind === 'failed' ? (
        <div role="alert">
          <p className="notice error">{s.loadFailed}</p>
          <button type="button" className="button secondary" onClick={() => void load()}>
            {s.retry}
          </button>
        </div>
      ) : null}
      {state.kind === 'signed-out' ? <LibrarySignIn notice={state.notice} /> : null}
      {state.kind === 'ready' ? (
        <>
          <div className="library-who">
            <p>{s.signedInAs(state.library.email)}</p>
            <button
              type="button"
              className="link-button"
              onClick={async () => {
                await signOut().catch(() => undefined);
                signedOut(null);
              }}
            >
              {s.signOut}
            </button>
          </div>
          <p>{s.intro}</p>
          {state.library.notices.map((n) => (
            <p key={n} className="notice" role="status">
              {n}
            </p>
          ))}
          {state.library.items.length ? (
            <ul className="library-items" aria-label={s.itemsLabel}>
              {state.library.items.map((item) => (
                <LibraryEntry key={item.id} item={item} email={state.library.email} />
              ))}
            </ul>
          ) : (
            <p className="card library-card">
              {s.empty} {s.emptyHint} <Link to="/my-purchases">{s.myPurchases}</Link>.
            </p>
          )}
          <YourData onDeleted={(message) => signedOut(message)} />
        </>
      ) : null}
    </div>
  );
}
