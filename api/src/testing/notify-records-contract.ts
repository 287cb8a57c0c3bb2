import { describe, expect, it } from 'vitest';
import type { NotifyRecords } from '@publisher/shared/server/ports/record-store';

/** The "Get Notified" list (decision 124) on every RecordStore backend; `store()` is the test's fresh store. */
export function describeNotifyRecordsContract(store: () => NotifyRecords): void {
  describe('notify consents', () => {
    it('keeps one consent per address and topic, with its first date, e-mail compared trimmed and lower-cased', async () => {
      const first = await store().addNotifyConsent({
        email: ' Ada@Example.com ',
        topic: 'book/crownless',
        label: 'Book: Crownless',
      });
      expect(first).toMatchObject({ email: 'ada@example.com', topic: 'book/crownless', label: 'Book: Crownless' });
      expect(Date.parse(first.confirmedAt)).not.toBeNaN();
      const again = await store().addNotifyConsent({ email: 'ada@example.com', topic: 'book/crownless', label: 'x' });
      expect(again).toEqual(first);
      await Promise.all(
        Array.from({ length: 5 }, () =>
          store().addNotifyConsent({ email: 'bob@example.com', topic: 'all', label: 'All updates' }),
        ),
      );
      await store().addNotifyConsent({ email: 'cy@example.com', topic: 'course/year8', label: 'Year 8' });
      const listed = await store().listNotifyConsents(['book/crownless', 'all']);
      expect(listed.map((c) => `${c.email} ${c.topic}`).sort()).toEqual([
        'ada@example.com book/crownless',
        'bob@example.com all',
      ]);
      expect(await store().listNotifyConsents([])).toEqual([]);
    });

    it("lists one address's consents, oldest first, and no one else's", async () => {
      await store().addNotifyConsent({ email: 'ada@example.com', topic: 'book/crownless', label: 'Book: Crownless' });
      await store().addNotifyConsent({ email: 'bob@example.com', topic: 'all', label: 'All updates' });
      await store().addNotifyConsent({ email: 'Ada@Example.com', topic: 'all', label: 'All updates' });
      const of = await store().listNotifyConsentsOf(' ADA@example.com ');
      expect(of.map((c) => `${c.email} ${c.topic} ${c.label}`)).toEqual([
        'ada@example.com book/crownless Book: Crownless',
        'ada@example.com all All updates',
      ]);
      expect(of.every((c) => !Number.isNaN(Date.parse(c.confirmedAt)))).toBe(true);
      expect(await store().listNotifyConsentsOf('cy@example.com')).toEqual([]);
    });

    it('removes every consent of an address on unsubscribe, and only that address', async () => {
      await store().addNotifyConsent({ email: 'ada@example.com', topic: 'book/crownless', label: 'a' });
      await store().addNotifyConsent({ email: 'ada@example.com', topic: 'all', label: 'b' });
      await store().addNotifyConsent({ email: 'bob@example.com', topic: 'all', label: 'c' });
      expect(await store().removeNotifyConsents('ADA@example.com')).toBe(2);
      expect(await store().removeNotifyConsents('ada@example.com')).toBe(0);
      const left = await store().listNotifyConsents(['book/crownless', 'all']);
      expect(left.map((c) => c.email)).toEqual(['bob@example.com']);
    });
  });
}
