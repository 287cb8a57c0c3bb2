import { describe, expect, it } from 'vitest';
import { emailKey } from './rate-limit-keys';

describe('the e-mail a limit counts under', () => {
  it('trims, lower-cases and drops a +tag, so one inbox is one key', () => {
    expect(emailKey('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(emailKey('ada+books@example.com')).toBe('ada@example.com');
    expect(emailKey('Ada+Books+2@Example.com')).toBe('ada@example.com');
  });

  it('keeps what is not a tag: a leading +, a + in the domain, dots, no @', () => {
    expect(emailKey('+ada@example.com')).toBe('+ada@example.com');
    expect(emailKey('ada@ex+ample.com')).toBe('ada@ex+ample.com');
    expect(emailKey('a.d.a@gmail.com')).toBe('a.d.a@gmail.com');
    expect(emailKey('not-an-email')).toBe('not-an-email');
  });

  it('has no key for an empty or impossibly long address', () => {
    expect(emailKey('   ')).toBeNull();
    expect(emailKey(`${'a'.repeat(250)}@x.test`)).toBeNull();
  });
});
