import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Work an answer must not wait for but the platform must let finish: a content snapshot rebuilt
 * after the answer (decision 105). On Node the process lives on and nothing is needed. A Netlify
 * Function may be frozen as soon as it has answered, unless the work is handed to the request's
 * `context.waitUntil`: the Netlify entry runs each request inside `withBackground`, and
 * `deferToPlatform` finds that request's waitUntil wherever the work was started.
 */

type WaitUntil = (work: Promise<unknown>) => void;
const scope = new AsyncLocalStorage<WaitUntil>();

/** Runs `fn` (one request) with `waitUntil` as the place for background work it starts. */
export function withBackground<T>(waitUntil: WaitUntil | undefined, fn: () => T): T {
  return waitUntil ? scope.run(waitUntil, fn) : fn();
}

/** Keeps `work` alive past the answer of the request under way, where the platform needs telling. */
export function deferToPlatform(work: Promise<unknown>): void {
  scope.getStore()?.(work);
}
