import { useLayoutEffect } from 'react';

export const ITALIAN = 'it';

/**
 * An Italian page of commerce (issue 30) says <html lang="it">: the server writes it into the
 * page's first HTML (../../server-render.tsx); in the browser it is set while the page is shown,
 * and leaving gives the previous language back.
 */
export function useItalianDocument(): void {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const before = html.lang;
    html.lang = ITALIAN;
    return () => {
      html.lang = before;
    };
  }, []);
}
