import { useEffect } from 'react';
import { SITE } from '@publisher/shared/site';

/**
 * Sets a more specific page title than the shell's route title (e.g. the book's own title).
 * Deferred to a microtask: the shell sets its route title in a parent effect, which React runs
 * after this child's effect in the same commit, and would otherwise overwrite ours.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    let active = true;
    queueMicrotask(() => {
      if (active) document.title = `${title} | ${SITE.name}`;
    });
    return () => {
      active = false;
    };
  }, [title]);
}
