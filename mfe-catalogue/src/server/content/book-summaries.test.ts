import { describe, expect, it } from 'vitest';
import { bookSummarySchema, type Book } from '@publisher/shared/contracts/content';
import { sampleListStore } from './catalogue-fixture';
import { bookSummaries, toBookSummary } from './book-summaries';

const books = await sampleListStore().listBooks();
const long = books.find((b) => b.description.length > 150)!;

describe('toBookSummary', () => {
  it('keeps exactly the summary fields, the description cut at 150 characters with an ellipsis', () => {
    const summary = toBookSummary(long);
    expect(bookSummarySchema.parse(summary)).toEqual(summary);
    expect(Object.keys(summary).sort()).toEqual(Object.keys(bookSummarySchema.shape).sort());
    expect(summary.description.endsWith('…')).toBe(true);
    expect(summary.description.length).toBeLessThanOrEqual(151);
    expect(long.description.replace(/\s+/g, ' ').startsWith(summary.description.slice(0, -1))).toBe(true);
    expect(summary).toMatchObject({ slug: long.slug, title: long.title, author: long.author, pages: long.pages });
  });

  it('leaves a short description whole', () => {
    const short = books.find((b) => b.description.length <= 150) ?? { ...long, description: 'A short one.' };
    expect(toBookSummary(short).description).toBe(short.description.replace(/\s+/g, ' ').trim());
  });
});

describe('bookSummaries', () => {
  it('answers the same frozen summaries for the same frozen list (so its prepared bytes are found again)', () => {
    const summaries = bookSummaries();
    expect(Object.isFrozen(books)).toBe(true);
    const first = summaries(books);
    expect(summaries(books)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.every((s) => Object.isFrozen(s))).toBe(true);
    expect(first.map((s) => s.slug)).toEqual(books.map((b) => b.slug));
  });

  it('maps a list that could still change on every call, and keeps nothing', () => {
    const summaries = bookSummaries();
    const list: Book[] = [{ ...long }];
    const first = summaries(list);
    list[0] = { ...long, title: 'Renamed' };
    const second = summaries(list);
    expect(second).not.toBe(first);
    expect(second[0]?.title).toBe('Renamed');
    expect(Object.isFrozen(second)).toBe(false);
  });
});
