import { useEffect } from 'react';
import { SITE } from '@publisher/shared/site';

/**
 * Gives a page a more specific title than the shell's route-table one. The shell sets its title
 * in an effect of a parent component, and React runs parent effects after child effects in the
 * same commit, so ours is deferred one task to land last.
 */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const id = window.setTimeout(() => {
      document.title = `${title} | ${SITE.name}`;
    }, 0);
    return () => window.clearTimeout(id);
  }, [title]);
}
