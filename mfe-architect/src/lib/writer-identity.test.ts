import { describe, expect, it } from 'vitest';
import { clearIdentity, guestId, isEmail, readIdentity, saveIdentity } from './writer-identity';
import { memoryStorage } from './memory-storage';

describe('writer identity', () => {
  it('reads nothing from an empty store', () => {
    expect(readIdentity(memoryStorage())).toBeNull();
  });

  it('stores userEmail and a guest userId made from the current time', () => {
    const store = memoryStorage();
    expect(saveIdentity(store, '  Ada@Example.com ', 1_750_000_000_000)).toEqual({
      email: 'ada@example.com',
      userId: 'guest_1750000000000',
    });
    expect(store.getItem('userEmail')).toBe('ada@example.com');
    expect(store.getItem('userId')).toBe('guest_1750000000000');
    expect(readIdentity(store)).toEqual({ email: 'ada@example.com', userId: 'guest_1750000000000' });
  });

  it('keeps the guest id for the same e-mail and makes a new one for another', () => {
    const store = memoryStorage({ userEmail: 'ada@example.com', userId: 'guest_1' });
    expect(saveIdentity(store, 'ADA@example.com', 2).userId).toBe('guest_1');
    expect(saveIdentity(store, 'bo@example.com', 3).userId).toBe(guestId(3));
  });

  it('ignores a half-stored or malformed identity', () => {
    expect(readIdentity(memoryStorage({ userEmail: 'ada@example.com' }))).toBeNull();
    expect(readIdentity(memoryStorage({ userEmail: 'not-an-email', userId: 'guest_1' }))).toBeNull();
  });

  it('clears both keys', () => {
    const store = memoryStorage({ userEmail: 'ada@example.com', userId: 'guest_1' });
    clearIdentity(store);
    expect(readIdentity(store)).toBeNull();
  });

  it('checks e-mail shape', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
  });
});
