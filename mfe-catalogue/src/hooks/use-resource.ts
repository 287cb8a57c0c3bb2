import { useCallback, useEffect, useState } from 'react';
import { invalidate, load, peek } from '../api-client/cache';
import type { Resource } from '../api-client/resources';

export type Loadable<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

function initial<T>(resource: Resource<T> | null): Loadable<T> {
  if (!resource) return { status: 'loading' };
  const settled = peek(resource);
  if (!settled) return { status: 'loading' };
  return settled.ok ? { status: 'ready', data: settled.value as T } : { status: 'error', error: settled.error };
}

/**
 * Reads one content resource through the shared cache: loading, then ready or error, with
 * a retry that asks the API again. A resource already preloaded renders without a loading flash.
 */
export function useResource<T>(resource: Resource<T> | null): { state: Loadable<T>; retry: () => void } {
  const key = resource?.path ?? null;
  const [attempt, setAttempt] = useState(0);
  const [snapshot, setSnapshot] = useState<{ key: string | null; state: Loadable<T> }>(() => ({
    key,
    state: initial(resource),
  }));
  const state = snapshot.key === key ? snapshot.state : initial(resource);

  useEffect(() => {
    if (!resource) return;
    let active = true;
    load(resource).then(
      (data) => active && setSnapshot({ key: resource.path, state: { status: 'ready', data: data as T } }),
      (error: unknown) => active && setSnapshot({ key: resource.path, state: { status: 'error', error } }),
    );
    return () => {
      active = false;
    };
    // The path identifies the resource; the object itself is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    if (!key) return;
    invalidate(key);
    setSnapshot({ key, state: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [key]);

  return { state, retry };
}
