import { lazy, Suspense, useState, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@publisher/shared/remote-names';
import { RouteTitle } from '../layout/route-title';
import { loadRemoteComponent, type RemoteComponent } from './runtime';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { HydratedOutlet, hydratesServerPage } from './server-outlet';

interface Entry {
  attempt: number;
  failed: boolean;
  loaded: Promise<RemoteComponent>;
  /** The component once the page the server rendered can render at once (code and data in hand). */
  ready: Promise<RemoteComponent>;
  Component: LazyExoticComponent<RemoteComponent>;
  /** The component itself once loaded: a route mounted then renders it at once (a lazy one suspends first). */
  loadedComponent?: RemoteComponent;
  /** The pages whose code has loaded with this attempt. */
  pages: Set<string>;
}

// One entry per remote, shared by the route loader and every page of that remote, so moving
// between pages does not reload it and every caller agrees on the current attempt. A failed
// React.lazy stays failed: recovering means a new entry with the next attempt number.
const entries = new Map<RemoteName, Entry>();

function create(remote: RemoteName, attempt: number): Entry {
  const promise = loadRemoteComponent(remote, attempt);
  const ready = promise.then((C) => {
    const page = (C as { ready?: Promise<unknown> }).ready;
    return page
      ? page.then(
          () => C,
          () => C,
        )
      : C;
  });
  ready.catch(() => undefined);
  const entry: Entry = {
    attempt,
    failed: false,
    loaded: promise,
    ready,
    Component: lazy(() => promise.then((C) => ({ default: C }))),
    pages: new Set(),
  };
  promise.then(
    (C) => (entry.loadedComponent = C),
    () => (entry.failed = true),
  );
  entries.set(remote, entry);
  return entry;
}

const current = (remote: RemoteName): Entry => entries.get(remote) ?? create(remote, 0);

/** Starts loading a remote, or starts again if its last attempt failed (a newly opened page retries by itself). */
export function prepareRemote(remote: RemoteName): void {
  const entry = entries.get(remote);
  if (!entry) create(remote, 0);
  else if (entry.failed) create(remote, entry.attempt + 1);
}

/**
 * Loads a remote and the code of one of its pages ahead of a navigation (prefetch.ts) or while a
 * navigation holds the page before (router.tsx): the same entry the route will use, so the
 * route finds both in hand. Settles when both are, or when either failed: a failure is left for
 * the route to meet (and show) as before.
 */
export function prefetchRemotePage(remote: RemoteName, page: string): Promise<void> {
  prepareRemote(remote);
  const entry = current(remote);
  return entry.loaded
    .then((C) => (C as { preload?: (page: string) => Promise<void> }).preload?.(page))
    .then(() => {
      if (current(remote) === entry) entry.pages.add(page);
    })
    .catch(() => undefined);
}

/** Whether a remote and the code of one of its pages are loaded (in this attempt). */
export const isRemotePageReady = (remote: RemoteName, page: string): boolean =>
  entries.get(remote)?.pages.has(page) ?? false;

interface Props {
  remote: RemoteName;
  page: string;
  /** The route's pattern (the server rendered the page under it). */
  pattern: string;
  title: string;
}

/**
 * Mounts one remote page inside a loading state, an error state with Retry, and a timeout. The
 * route's title is the page's until the remote's page renders a more specific one.
 */
export function RemoteRoute({ remote, page, pattern, title }: Props) {
  const [, rerender] = useState(0);
  useState(() => prepareRemote(remote));
  const entry = current(remote);

  const retry = () => {
    create(remote, current(remote).attempt + 1);
    rerender((n) => n + 1);
  };

  if (hydratesServerPage(remote) && !entry.failed)
    return (
      <RouteTitle title={title}>
        <HydratedOutlet page={page} pattern={pattern} ready={entry.ready} onError={() => rerender((n) => n + 1)} />
      </RouteTitle>
    );

  return (
    <RouteTitle title={title}>
      <RemoteErrorBoundary key={`${remote}:${entry.attempt}`} remote={remote} onRetry={retry}>
        <Suspense fallback={<RemoteLoading remote={remote} />}>
          <RemotePageOf entry={entry} page={page} />
        </Suspense>
      </RemoteErrorBoundary>
    </RouteTitle>
  );
}

/**
 * The remote's component as it is when this view mounts, kept for its life (its arrival never
 * remounts the page): loaded, it renders at once; not yet, the lazy one suspends until it is. Chosen
 * at mount, not when the route first rendered: leaving the server's page for another page of the
 * same remote mounts this view with the remote long loaded, and a lazy component never rendered
 * before would suspend anyway, its loading state held on screen for React's 300 ms.
 */
function RemotePageOf({ entry, page }: { entry: Entry; page: string }) {
  const [Remote] = useState(() => entry.loadedComponent ?? entry.Component);
  return <Remote page={page} />;
}

function RemoteLoading({ remote }: { remote: RemoteName }) {
  return (
    <div className="remote-state" data-remote-state="loading" data-remote={remote} role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}
