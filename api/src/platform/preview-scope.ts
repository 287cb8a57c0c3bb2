import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * Whether the work in progress serves a signed preview (decision 123). Set by the preview
 * middleware around one page request; everything that request does (its in-process API reads for
 * the server render, the head, the JSON-LD) runs inside it and sees drafts and scheduled items.
 * Nothing outside that request ever does: the flag lives in the request's async context, never in
 * a shared variable, and the shared response cache neither serves nor keeps anything inside it.
 */
const scope = new AsyncLocalStorage<true>();

/** Runs `work` as a preview: content reads inside it include unpublished items. */
export function runAsPreview<T>(work: () => T): T {
  return scope.run(true, work);
}

/** True inside {@link runAsPreview}. */
export function isPreview(): boolean {
  return scope.getStore() === true;
}
