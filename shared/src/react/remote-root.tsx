import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { boundaryName, type RemoteName } from '../remote-names';

export type PageMap = Record<string, LazyExoticComponent<ComponentType>>;

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page" role="status" aria-live="polite">
      {label}
    </div>
  );
}

/** Shown for a page whose remote has not built it yet: never a blank page. */
export function NotBuiltYet() {
  return (
    <section className="page">
      <h1>This page is being built</h1>
      <p className="notice">We are putting the finishing touches to this page. Please check back soon.</p>
    </section>
  );
}

/**
 * Builds the component a remote exposes: it renders the page the shell's route names,
 * inside the remote's `data-boundary` root.
 */
export function createRemoteRoot(remote: RemoteName, pages: PageMap): ComponentType<{ page: string }> {
  function RemoteRoot({ page }: { page: string }) {
    const Page = pages[page] ?? NotBuiltYet;
    return (
      <div data-boundary={boundaryName(remote)} data-page={page} data-version={import.meta.env.VITE_REMOTE_VERSION ?? '1'}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </div>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${remote})`;
  return RemoteRoot;
}
