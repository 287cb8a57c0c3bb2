import { describe, expect, it } from 'vitest';
import { hasBothFields, isInternalPath, shouldAutoStart } from './validation-rules';

describe('shouldAutoStart', () => {
  it('starts only for keys longer than 5 characters', () => {
    expect(shouldAutoStart(null)).toBe(false);
    expect(shouldAutoStart('')).toBe(false);
    expect(shouldAutoStart('12345')).toBe(false);
    expect(shouldAutoStart('  12345  ')).toBe(false);
    expect(shouldAutoStart('123456')).toBe(true);
  });
});

describe('hasBothFields', () => {
  it('needs both e-mail and order number, ignoring spaces', () => {
    expect(hasBothFields('a@b.co', 'A-1')).toBe(true);
    expect(hasBothFields('a@b.co', '  ')).toBe(false);
    expect(hasBothFields('', 'A-1')).toBe(false);
  });
});

describe('isInternalPath', () => {
  it('tells site paths from external and protocol-relative URLs', () => {
    expect(isInternalPath('/architects-method/')).toBe(true);
    expect(isInternalPath('https://method.example.com/x')).toBe(false);
    expect(isInternalPath('//evil.example.com')).toBe(false);
  });
});
