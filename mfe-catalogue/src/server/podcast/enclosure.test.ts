import { describe, expect, it } from 'vitest';
import { enclosureFor } from './enclosure';

const ORIGIN = 'https://ashgrovepress.co.uk';
const mp3 = { url: '/media/podcast/episode-1.mp3', bytes: 17032, type: 'audio/mpeg' };

describe('enclosureFor (what podcast apps accept)', () => {
  it('makes the URL absolute and keeps the byte length', () => {
    expect(enclosureFor(mp3, ORIGIN)).toEqual({
      url: `${ORIGIN}/media/podcast/episode-1.mp3`,
      length: 17032,
      type: 'audio/mpeg',
    });
  });

  it('folds other spellings of MP3 and M4A into the types Apple lists', () => {
    expect(enclosureFor({ ...mp3, type: 'audio/mp3' }, ORIGIN)?.type).toBe('audio/mpeg');
    expect(enclosureFor({ ...mp3, type: ' Audio/MPEG ' }, ORIGIN)?.type).toBe('audio/mpeg');
    expect(enclosureFor({ ...mp3, type: 'audio/mp4' }, ORIGIN)?.type).toBe('audio/x-m4a');
    expect(enclosureFor({ ...mp3, type: 'audio/x-m4a' }, ORIGIN)?.type).toBe('audio/x-m4a');
  });

  it('gives none for audio podcast apps would reject', () => {
    expect(enclosureFor(null, ORIGIN)).toBeNull();
    expect(enclosureFor({ ...mp3, type: 'audio/wav' }, ORIGIN)).toBeNull();
    expect(enclosureFor({ ...mp3, type: 'audio/ogg' }, ORIGIN)).toBeNull();
    expect(enclosureFor({ ...mp3, type: null }, ORIGIN)).toBeNull();
    expect(enclosureFor({ ...mp3, bytes: null }, ORIGIN)).toBeNull();
    expect(enclosureFor({ ...mp3, bytes: 0 }, ORIGIN)).toBeNull();
    expect(enclosureFor({ ...mp3, bytes: 12.5 }, ORIGIN)).toBeNull();
    expect(enclosureFor({ ...mp3, url: 'javascript:alert(1)' }, ORIGIN)).toBeNull();
  });
});
