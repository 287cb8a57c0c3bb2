/** Same-origin paths of the content endpoints (no schemas here: the remote entry imports this). */
const bySlug = (base: string) => (slug: string) => `${base}/${encodeURIComponent(slug)}`;

export const PATHS = {
  books: '/api/books',
  /** One page of /books: `search` is the canonical query (bookQueryString), "" for the first page. */
  booksPage: (search: string) => `/api/books${search}`,
  search: (q: string) => `/api/search?${new URLSearchParams({ q })}`,
  featuredBooks: '/api/books/featured',
  book: bySlug('/api/books'),
  stories: '/api/stories',
  featuredStories: '/api/stories/featured',
  story: bySlug('/api/stories'),
  authors: '/api/authors',
  author: bySlug('/api/authors'),
  music: '/api/music',
  musicEntry: bySlug('/api/music'),
  podcast: '/api/podcast',
} as const;
