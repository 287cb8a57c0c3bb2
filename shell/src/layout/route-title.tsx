import { useLayoutEffect, type ComponentProps } from 'react';
import { PageTitle } from '@publisher/shared-react/page-title';

/*
 * The first page's <title> and og:title are the server's (api/src/site/seo): right for crawlers,
 * and for the page until the app starts. Taken before React renders, so that only the server's
 * elements are ever removed, never one React put there.
 */
const served: Element[] =
  typeof document === 'undefined' ? [] : [...document.head.querySelectorAll('title, meta[property="og:title"]')];

/**
 * The shell's page title (a route's, or the not-found page's); a remote's page may render a more
 * specific PageTitle inside it. In the commit that puts React's first title into the head, the
 * server's title and og:title leave it: document.title reads the first <title> in the document,
 * and the head must never hold two.
 */
export function RouteTitle(props: ComponentProps<typeof PageTitle>) {
  useLayoutEffect(() => {
    served.splice(0).forEach((element) => element.remove());
  }, []);
  return <PageTitle {...props} />;
}
