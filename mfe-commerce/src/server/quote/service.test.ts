import { describe, expect, it, vi } from 'vitest';
import { validQuoteRequest } from '@publisher/shared/testing/quote-request';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { memoryStateStore } from '@publisher/shared/testing/memory-state-store';
import { submitQuoteRequest } from './service';

/** A record store that keeps quote requests only: the one method submitQuoteRequest uses. */
const quoteRecords = () => {
  const stored: string[] = [];
  const records = {
    addQuoteRequest: async (input: Parameters<RecordStore['addQuoteRequest']>[0]) => {
      const id = `quote-${stored.length + 1}`;
      stored.push(id);
      return { id, ...input, receivedAt: new Date().toISOString() };
    },
  } as unknown as RecordStore;
  return { records, stored };
};

describe('submitQuoteRequest and its mails', () => {
  it('refuses a request that asks for no service, with the form’s sentence, and stores nothing', async () => {
    const { records, stored } = quoteRecords();
    const none = { ...validQuoteRequest(), services: { coverDesign: false, typesetting: false } };
    expect(await submitQuoteRequest({ records }, none)).toEqual({
      outcome: 'invalid',
      body: { error: 'Please choose cover design, typesetting or both before requesting a quote.' },
    });
    expect(stored).toEqual([]);
  });

  it('answers success for a stored request even when the mail step throws at once (here a bad site URL); the failure is logged', async () => {
    const { records, stored } = quoteRecords();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const send = vi.fn(() => {
      throw new Error('SMTP relay exploded');
    });
    const result = await submitQuoteRequest(
      {
        records,
        mail: {
          mailer: { kind: 'smtp', send },
          state: memoryStateStore(),
          siteUrl: 'not a url',
          publisherEmail: 'publisher@example.com',
        },
      },
      validQuoteRequest(),
    );
    expect(result).toEqual({ outcome: 'answered', body: { success: true, id: 'quote-1' } });
    expect(stored).toEqual(['quote-1']);
    expect(send).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    errors.mockRestore();
  });

  it('does not wait for the mail before answering', async () => {
    const { records } = quoteRecords();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const send = vi.fn(() => held);
    const result = await submitQuoteRequest(
      {
        records,
        mail: { mailer: { kind: 'smtp', send }, state: memoryStateStore(), siteUrl: null, publisherEmail: null },
      },
      validQuoteRequest(),
    );
    expect(result.outcome).toBe('answered');
    release();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});

describe('the typesetting trim size while cover design is selected (spec section 3)', () => {
  const base = validQuoteRequest();
  const storedTrimSize = async (request: ReturnType<typeof validQuoteRequest>) => {
    let saved: Parameters<RecordStore['addQuoteRequest']>[0] | undefined;
    const records = {
      addQuoteRequest: async (input: Parameters<RecordStore['addQuoteRequest']>[0]) => {
        saved = input;
        return { id: 'quote-1', ...input, receivedAt: new Date().toISOString() };
      },
    } as unknown as RecordStore;
    expect((await submitQuoteRequest({ records }, request)).outcome).toBe('answered');
    return saved?.request.typesettingDetails?.trimSize;
  };

  it('is stored as the cover trim size, whatever the request said', async () => {
    const request = validQuoteRequest({
      coverDetails: { ...base.coverDetails!, trimSize: '5x8' },
      typesettingDetails: { ...base.typesettingDetails!, trimSize: 'A5' },
    });
    expect(await storedTrimSize(request)).toBe('5x8');
  });

  it('is the one given when typesetting alone is selected', async () => {
    const request = validQuoteRequest({
      services: { coverDesign: false, typesetting: true },
      coverDetails: null,
      typesettingDetails: { ...base.typesettingDetails!, trimSize: 'A5' },
    });
    expect(await storedTrimSize(request)).toBe('A5');
  });
});
