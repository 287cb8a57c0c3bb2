import type { Author, Book, Story } from '@publisher/shared/contracts/content';

const norm = (s: string) => s.trim().toLowerCase();

/**
 * An author's works: linked by slug where the API resolved it, otherwise by the printed name,
 * which may be the author's name or one of their pen names.
 */
export function isByAuthor(
  work: Pick<Book | Story, 'author' | 'authorSlug'>,
  author: Pick<Author, 'slug' | 'name' | 'penNames'>,
): boolean {
  if (work.authorSlug) return work.authorSlug === author.slug;
  const names = [author.name, ...author.penNames].map(norm);
  return names.includes(norm(work.author));
}
