import { describe, expect, it } from 'vitest';
import { cutText, present, splitLines, visibleTags } from './catalogue-text';

describe('cutText', () => {
  it('leaves text of 150 characters or fewer alone', () => {
    const text = 'a'.repeat(150);
    expect(cutText(text)).toBe(text);
  });
  it('cuts at 150 characters and adds an ellipsis', () => {
    const out = cutText('b'.repeat(151));
    expect(out).toBe(`${'b'.repeat(150)}…`);
  });
  it('drops the space before the ellipsis and collapses whitespace', () => {
    const text = `${'word '.repeat(30)}tail`;
    const out = cutText(text);
    expect(out.endsWith(' …')).toBe(false);
    expect(out.length).toBeLessThanOrEqual(151);
    expect(cutText('one\n\n  two')).toBe('one two');
  });
  it('treats null as empty', () => {
    expect(cutText(null)).toBe('');
  });
});

describe('visibleTags', () => {
  it('shows at most three, skipping blanks and duplicates', () => {
    expect(visibleTags(['Grief', ' ', 'grief', 'Sea', 'Winter', 'Italy'])).toEqual(['Grief', 'Sea', 'Winter']);
  });
});

describe('splitLines and present', () => {
  it('splits by line and drops blank lines', () => {
    expect(splitLines('First.\r\n\nSecond.\n')).toEqual(['First.', 'Second.']);
  });
  it('treats blank strings as absent', () => {
    expect(present('  ')).toBeNull();
    expect(present(' x ')).toBe('x');
  });
});
