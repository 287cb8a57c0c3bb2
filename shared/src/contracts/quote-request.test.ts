import { describe, expect, it } from 'vitest';
import { quoteRequestSchema } from './functions';
import { validQuoteRequest } from '../testing/quote-request';

const emailOf = (email: string) => quoteRequestSchema.safeParse(validQuoteRequest({ email }));

describe('the quote request e-mail: the browser’s own check of type="email" (spec section 5)', () => {
  it.each(['jane&joe@example.com', 'a~b@example.com', "o'neill@example.co.uk", 'x.@example.com', 'a@localhost'])(
    'accepts %s, which the form lets through',
    (email) => {
      expect(emailOf(email).success).toBe(true);
    },
  );

  it('stores the address trimmed', () => {
    const parsed = emailOf('  ada@example.com ');
    expect(parsed.success && parsed.data.email).toBe('ada@example.com');
  });

  it.each(['ada@', '@example.com', 'ada example@x.com', 'a@b.com, c@d.com', 'a@b.com\r\nBcc: c@d.com', '"a"@b.com'])(
    'refuses %j, which the browser refuses too',
    (email) => {
      const parsed = emailOf(email);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(['email']);
    },
  );

  it('refuses an address longer than 254 characters', () => {
    expect(emailOf(`${'a'.repeat(250)}@example.com`).success).toBe(false);
  });
});

describe('the quote request submittedAt: an ISO timestamp (spec section 3)', () => {
  const at = (submittedAt: string) => quoteRequestSchema.safeParse(validQuoteRequest({ submittedAt })).success;

  it.each([
    '2026-06-01T12:00:00.000Z',
    '2026-06-01T12:00:00Z',
    '2026-06-01T13:00:00+01:00',
    '2026-06-01T17:30:00.5+05:30',
  ])('accepts %s', (value) => {
    expect(at(value)).toBe(true);
  });

  it.each(['yesterday', '2026-06-01', '2026-06-01T12:00:00', '1780000000000'])('refuses %s', (value) => {
    expect(at(value)).toBe(false);
  });
});
