import { ThankYou } from '../thank-you';
import { THANK_YOU_IT } from '../../strings/it';
import { ITALIAN, useItalianDocument } from './document-lang';

/** The thank-you page of a checkout started on an Italian page (issue 30): the same page in Italian. */
export default function ItalianThankYouPage() {
  useItalianDocument();
  return <ThankYou s={THANK_YOU_IT} lang={ITALIAN} books="/it/books" />;
}
