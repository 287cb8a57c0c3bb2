import { describe, expect, it } from 'vitest';
import { mapIsbn } from './map-isbn';

describe('mapIsbn (spec section 3, ISBN record)', () => {
  it.each(['ISBN', 'Number', 'Value', 'Code', 'Name'])('reads the value from %s', (field) => {
    expect(mapIsbn({ id: 'recI', fields: { [field]: '978-1-7394012-0-7' } })).toEqual({
      id: 'recI',
      value: '978-1-7394012-0-7',
    });
  });

  it('uses the first one present, in the order ISBN, Number, Value, Code, Name', () => {
    expect(mapIsbn({ id: 'r', fields: { Name: 'n', Code: 'c', Value: 'v' } })?.value).toBe('v');
    expect(mapIsbn({ id: 'r', fields: { ISBN: '', Number: 'num' } })?.value).toBe('num');
  });

  it('skips a record with none of them', () => {
    expect(mapIsbn({ id: 'r', fields: { Book: ['recB'] } })).toBeNull();
  });
});
