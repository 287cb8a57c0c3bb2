import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import type { OutgoingMail } from '@publisher/shared/server/ports/mailer';

/** One template rendered twice: the HTML part and its plain-text twin (links written out after their text). */
export async function renderMail(to: string, subject: string, element: ReactElement): Promise<OutgoingMail> {
  const [html, text] = await Promise.all([
    render(element),
    // Tables (the order's lines, the quote's items) as aligned columns, not run together.
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: 'table', format: 'dataTable', options: { colSpacing: 4 } }] },
    }),
  ]);
  return { to, subject, html, text };
}
