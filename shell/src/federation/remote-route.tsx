import { lazy, Suspense, useEffect, useState, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@publisher/shared/remotes';
import { loadRemoteComponent, type RemoteComponent } from './runtime';
import { RemoteErrorBoundary } from './remote-error-boundary';

interface Loaded {
  attempt: number;
  failed: boolean;
  Component: LazyExoticComponent<RemoteComponent>;
}

// One lazy component per remote, kept across navigations so moving between two pages of
// the same remote does not reload it. A retry replaces it: a failed React.lazy stays failed.
const loaded = new Map<RemoteName, Loaded>();

function lazyRemote(remote: RemoteName, attempt: number): LazyExoticComponent<RemoteComponent> {
  const current = loaded.get(remote);
  if (current && current.attempt === attempt) return current.Component;
  const entry: Loaded = {
    attempt,
    failed: false,
    Component: lazy(async () => {
      try {
        return { default: await loadRemoteComponent(remote, attempt) };
      } catch (error) {
        entry.failed = true;
        throw error;
      }
    }),
  };
  loaded.set(remote, entry);
  return entry.Component;
}

/** The attempt a newly opened page should use: a page opened after a failure tries again by itself. */
export function currentAttempt(remote: RemoteName): number {
  const previous = loaded.get(remote);
  if (!previous) return 0;
  return previous.failed ? previous.attempt + 1 : previous.attempt;
}

interface Props {
  remote: RemoteName;
  page: string;
  title: string;
}

/** Mounts one remote page inside a loading state, an error state with Retry, and a timeout. */
export function RemoteRoute({ remote, page, title }: Props) {
  const [attempt, setAttempt] = useState(() => currentAttempt(remote));
  const Component = lazyRemote(remote, attempt);

  useEffect(() => {
    document.title = `${title} | Ashgrove Press`;
  }, [title, page]);

  return (
    <RemoteErrorBoundary key={`${remote}:${attempt}`} remote={remote} onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback={<RemoteLoading remote={remote} />}>
        <Component page={page} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading({ remote }: { remote: RemoteName }) {
  return (
    <div className="remote-state" data-remote-state="loading" data-remote={remote} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
