import type { RawRecord } from '@publisher/shared/server/ports/content-store';

/* The ISBNs table: each record spells its value in a different field (ISBN, Number, Value, Code, Name). */
export const sampleIsbns: RawRecord[] = [
  { id: 'recIsbnCrownless', fields: { ISBN: '978-1-7394012-0-7', Book: ['recBookCrownless'] } },
  { id: 'recIsbnGrammar', fields: { Number: '978-1-7394012-1-4', Book: ['recBookGrammar'] } },
  { id: 'recIsbnSaltOrchard', fields: { Value: '978-1-7394012-2-1', Book: ['recBookSaltOrchard'] } },
  { id: 'recIsbnCartographer', fields: { Code: '978-1-7394012-3-8', Book: ['recBookCartographer'] } },
  { id: 'recIsbnLetters', fields: { Name: '978-1-7394012-4-5', Book: ['recBookLetters'] } },
  { id: 'recIsbnGiardino', fields: { ISBN: '978-88-945210-1-6', Book: ['recBookGiardino'] } },
];
