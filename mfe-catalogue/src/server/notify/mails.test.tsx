import { describe, expect, it } from 'vitest';
import { NOTIFY_MAIL, NotifyConfirmMail, NotifyLiveMail } from './mails';
import { renderMail } from '@publisher/shared-react/mail/render';

const SITE = 'https://ashgrove.example';

describe('Get Notified mails (decision 124) render HTML and text with their links', () => {
  it('confirmation: what it is for, the link, its expiry and "ignore it"', async () => {
    const confirmUrl = `${SITE}/api/notify/confirm?token=c1.abc.def`;
    const mail = await renderMail(
      'ada@example.com',
      NOTIFY_MAIL.confirmSubject,
      <NotifyConfirmMail site={SITE} what="Book: Crownless" confirmUrl={confirmUrl} />,
    );
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    for (const part of [mail.html!, mail.text]) {
      expect(part).toContain('Book: Crownless');
      expect(part).toContain(NOTIFY_MAIL.confirmExpiry);
      expect(part).toContain('we will send you nothing else');
    }
    expect(mail.text).toContain(confirmUrl);
  });

  it('went live: the item, its page and the unsubscribe link in both parts', async () => {
    const itemUrl = `${SITE}/books/crownless`;
    const stop = `${SITE}/api/notify/unsubscribe?token=u1.abc.def`;
    const mail = await renderMail(
      'ada@example.com',
      NOTIFY_MAIL.liveSubject('Crownless'),
      <NotifyLiveMail site={SITE} title="Crownless" what="Crownless" itemUrl={itemUrl} unsubscribeUrl={stop} />,
    );
    expect(mail.subject).toBe('Now available: Crownless');
    expect(mail.html).toContain(`href="${itemUrl}"`);
    expect(mail.html).toContain(`href="${stop}"`);
    expect(mail.text).toContain(itemUrl);
    expect(mail.text).toContain(stop);
    expect(mail.text).toMatch(/Crownless is now available/i); // headings upper-cased in text
  });
});
