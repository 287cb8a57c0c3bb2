import { useLayoutEffect } from 'react';
import { ThankYou } from '../thank-you';
import { THANK_YOU_IT } from '../../strings/it';

const ITALIAN = 'it';

/**
 * The thank-you page of a checkout started on an Italian page (issue 30): the same page in Italian.
 * The server writes <html lang="it"> into its first HTML (../../server-render.tsx); in the browser
 * it is set while the page is shown, and leaving gives the previous language back.
 */
export default function ItalianThankYouPage() {
  useLayoutEffect(() => {
    const html = document.documentElement;
    const before = html.lang;
    html.lang = ITALIAN;
    return () => {
      html.lang = before;
    };
  }, []);
  return <ThankYou s={THANK_YOU_IT} lang={ITALIAN} books="/it/books" />;
}
