import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/memory-storage';
import { clearFlipbookAccess, flipbookAccessKey, readFlipbookAccess, saveFlipbookAccess } from './flipbook-access';

const now = new Date('2026-03-01T12:00:00Z');

describe('flipbook access storage', () => {
  it('round-trips a token for one book under the agreed key', () => {
    const storage = memoryStorage();
    expect(saveFlipbookAccess('crownless', 'tok.sig', '2026-03-02T12:00:00Z', storage)).toBe(true);
    expect(storage.getItem('ashgrove-press:flipbook:crownless')).toContain('tok.sig');
    expect(readFlipbookAccess('crownless', storage, now)).toEqual({
      token: 'tok.sig',
      expiresAt: '2026-03-02T12:00:00Z',
    });
  });

  it('keeps books apart', () => {
    const storage = memoryStorage();
    saveFlipbookAccess('crownless', 'a', '2026-03-02T12:00:00Z', storage);
    expect(readFlipbookAccess('other-book', storage, now)).toBeNull();
  });

  it('treats an expired token as absent and removes it', () => {
    const storage = memoryStorage();
    saveFlipbookAccess('crownless', 'old', '2026-03-01T11:59:59Z', storage);
    expect(readFlipbookAccess('crownless', storage, now)).toBeNull();
    expect(storage.getItem(flipbookAccessKey('crownless'))).toBeNull();
  });

  it('ignores malformed entries instead of throwing', () => {
    const storage = memoryStorage();
    storage.setItem(flipbookAccessKey('crownless'), '{not json');
    expect(readFlipbookAccess('crownless', storage, now)).toBeNull();
    storage.setItem(flipbookAccessKey('crownless'), JSON.stringify({ token: '', expiresAt: 'soon' }));
    expect(readFlipbookAccess('crownless', storage, now)).toBeNull();
  });

  it('refuses to save unusable input and survives missing storage', () => {
    const storage = memoryStorage();
    expect(saveFlipbookAccess('crownless', '', '2026-03-02T12:00:00Z', storage)).toBe(false);
    expect(saveFlipbookAccess('crownless', 'tok', 'not a date', storage)).toBe(false);
    expect(saveFlipbookAccess('crownless', 'tok', '2026-03-02T12:00:00Z', undefined)).toBe(false);
    expect(readFlipbookAccess('crownless', undefined, now)).toBeNull();
  });

  it('clears a stored token', () => {
    const storage = memoryStorage();
    saveFlipbookAccess('crownless', 'tok', '2026-03-02T12:00:00Z', storage);
    clearFlipbookAccess('crownless', storage);
    expect(readFlipbookAccess('crownless', storage, now)).toBeNull();
  });
});
