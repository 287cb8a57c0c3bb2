import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactRouterDom from './router-share';
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { provideRemoteModules } from '@publisher/shared/fragments';
import { EXPOSED_MODULE, type RemoteName } from '@publisher/shared/remote-names';
import { loadManifest } from './manifest';
import { RemoteWithdrawnError, withdrawnSince } from './skew';

const ROUTER_VERSION = '7.18.5';

const share = (version: string, lib: unknown) => ({
  version,
  scope: 'default',
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});

// Remotes are built with `experiments.externalRuntime`: they use this page's runtime-core
// instead of downloading their own copy (~20 KB gz per route). Published before any remote
// entry can evaluate, since this module runs before the first remote is registered.
(runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

/**
 * One federation runtime for the page. The shell provides React, ReactDOM and the router as
 * singletons so a remote never downloads its own copy.
 */
const mf = createInstance({
  name: 'shell',
  remotes: [],
  shared: {
    react: share(React.version, React),
    'react/jsx-runtime': share(React.version, JsxRuntime),
    'react-dom': share(ReactDOM.version, ReactDOM),
    'react-dom/client': share(ReactDOM.version, ReactDOMClient),
    'react-router-dom': share(ROUTER_VERSION, ReactRouterDom),
  },
});

export class RemoteTimeoutError extends Error {
  constructor(remote: RemoteName, ms: number) {
    super(`The ${remote} section did not answer within ${Math.round(ms / 1000)} seconds.`);
    this.name = 'RemoteTimeoutError';
  }
}

export interface RemotePageProps {
  page: string;
}
export type RemoteComponent = React.ComponentType<RemotePageProps>;

/**
 * `attempt` > 0 re-registers the remote with a fresh URL so neither the federation runtime
 * nor the browser's module map replays a failure.
 */
const registered = new Map<RemoteName, number>();

/** Registers a remote's entry for this attempt (once), and loads one of its exposed modules. */
async function loadExposed<T>(remote: RemoteName, attempt: number, exposed: string): Promise<T | null> {
  const manifest = await loadManifest(attempt > 0);
  const entry = manifest.remotes.find((r) => r.remote === remote);
  if (!entry) throw new Error(`No remote is configured for the ${remote} section.`);
  if (registered.get(remote) !== attempt) {
    const url = new URL(entry.entry, window.location.href);
    if (attempt > 0) url.searchParams.set('attempt', String(attempt));
    mf.registerRemotes([{ name: entry.name, entry: url.href, type: 'module' }], { force: registered.has(remote) });
    registered.set(remote, attempt);
  }
  const ms = manifest.loadTimeoutMs;
  try {
    return await Promise.race([
      mf.loadRemote<T>(`${entry.name}/${exposed.slice(2)}`),
      new Promise<never>((_, reject) => setTimeout(() => reject(new RemoteTimeoutError(remote, ms)), ms)),
    ]);
  } catch (error) {
    // The deploy this tab started with is gone and the site names another: the page reloads into it (skew.ts).
    if (await withdrawnSince(remote, entry.entry))
      throw new RemoteWithdrawnError(remote, entry.entry, { cause: error });
    throw error;
  }
}

/** Loads another module a remote exposes besides its pages (commerce's basket service), with the current attempt. */
export function loadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T | null> {
  return loadExposed<T>(remote, registered.get(remote) ?? 0, exposed);
}

// Fragments a remote places (commerce's buy box on a book page) load through this runtime (decision 136).
provideRemoteModules(loadRemoteModule);

/** Loads the exposed page component of a remote, once per (remote, attempt): remote-route.tsx keeps one per attempt. */
export async function loadRemoteComponent(remote: RemoteName, attempt: number): Promise<RemoteComponent> {
  const mod = await loadExposed<{ default: RemoteComponent }>(remote, attempt, EXPOSED_MODULE);
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`The ${remote} section loaded but exposes no page component.`);
  }
  return mod.default;
}
