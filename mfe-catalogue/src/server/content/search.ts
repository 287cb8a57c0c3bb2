import MiniSearch from 'minisearch';
import type { Author, Book, MusicEntry, Story } from '@publisher/shared/contracts/content';
import type { SearchResponse, SearchResult } from '@publisher/shared/contracts/book-query-schema';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';

/*
 * Site search (issue 15, decision 104) with MiniSearch over the catalogue the store already
 * caches: books (title, author, pen names, genre, ISBN, tags), stories, authors and music. The
 * index is built once per catalogue the store hands out and reused until it refreshes. Terms are
 * folded (accents, case), matched by prefix and with small typos (about one edit in five
 * letters); title and author matches weigh most.
 */

interface Doc {
  id: string;
  kind: SearchResult['kind'];
  slug: string;
  title: string;
  detail: string;
  path: string;
  author: string;
  penNames: string;
  genre: string;
  isbn: string;
  tags: string;
}

/** Lower case, accents off: "Crównless" and "crownless" are one term. */
export const foldTerm = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const FIELDS = ['title', 'author', 'penNames', 'genre', 'isbn', 'tags'] as const;
const MAX_RESULTS = 50;

const doc = (d: Partial<Doc> & Pick<Doc, 'id' | 'kind' | 'slug' | 'title' | 'path'>): Doc => ({
  detail: '',
  author: '',
  penNames: '',
  genre: '',
  isbn: '',
  tags: '',
  ...d,
});

interface Catalogue {
  books: readonly Book[];
  stories: readonly Story[];
  authors: readonly Author[];
  music: readonly MusicEntry[];
}

function documents({ books, stories, authors, music }: Catalogue): Doc[] {
  const penNamesOf = new Map(authors.map((a) => [a.slug, a.penNames.join(' ')]));
  return [
    ...books.map((b) =>
      doc({
        id: `book:${b.slug}`,
        kind: 'book',
        slug: b.slug,
        title: b.title,
        detail: [b.author, b.genre].filter(Boolean).join(' · '),
        path: `/books/${b.slug}`,
        author: b.author,
        penNames: (b.authorSlug && penNamesOf.get(b.authorSlug)) || '',
        genre: b.genre ?? '',
        // With and without hyphens: "978-1-…" and "9781…" both find it.
        isbn: b.isbn ? `${b.isbn} ${b.isbn.replace(/[^0-9Xx]/g, '')}` : '',
      }),
    ),
    ...stories.map((s) =>
      doc({
        id: `story:${s.slug}`,
        kind: 'story',
        slug: s.slug,
        title: s.title,
        detail: [s.author, s.storyType].filter(Boolean).join(' · '),
        path: `/stories/${s.slug}`,
        author: s.author,
        penNames: (s.authorSlug && penNamesOf.get(s.authorSlug)) || '',
        genre: s.storyType ?? '',
        tags: s.tags.join(' '),
      }),
    ),
    ...authors.map((a) =>
      doc({
        id: `author:${a.slug}`,
        kind: 'author',
        slug: a.slug,
        title: a.name,
        detail: a.penNames.length ? `Also known as ${a.penNames.join(', ')}` : (a.nationality ?? ''),
        path: `/authors/${a.slug}`,
        author: a.name,
        penNames: a.penNames.join(' '),
      }),
    ),
    ...music.map((m) =>
      doc({
        id: `music:${m.slug}`,
        kind: 'music',
        slug: m.slug,
        title: m.title,
        detail: m.artist ?? '',
        path: `/music/${m.slug}`,
        author: m.artist ?? '',
        genre: m.language ?? '',
      }),
    ),
  ];
}

function buildIndex(catalogue: Catalogue): MiniSearch<Doc> {
  const index = new MiniSearch<Doc>({
    fields: [...FIELDS],
    storeFields: ['kind', 'slug', 'title', 'detail', 'path'],
    processTerm: (term) => foldTerm(term),
    searchOptions: { boost: { title: 3, author: 2, penNames: 2 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(documents(catalogue));
  return index;
}

/** Search over `store`, with the index rebuilt only when the store hands out new lists. */
export function siteSearch(store: Pick<ContentStore, 'listBooks' | 'listStories' | 'listAuthors' | 'listMusic'>) {
  let built: { catalogue: Catalogue; index: MiniSearch<Doc> } | null = null;
  const indexFor = (catalogue: Catalogue) => {
    const same =
      built && (Object.keys(catalogue) as (keyof Catalogue)[]).every((key) => built!.catalogue[key] === catalogue[key]);
    if (!same) built = { catalogue, index: buildIndex(catalogue) };
    return built!.index;
  };
  return async (q: string): Promise<SearchResponse> => {
    const [books, stories, authors, music] = await Promise.all([
      store.listBooks(),
      store.listStories(),
      store.listAuthors(),
      store.listMusic(),
    ]);
    const hits = indexFor({ books, stories, authors, music }).search(q);
    const results = hits.slice(0, MAX_RESULTS).map((hit) => ({
      kind: hit.kind as SearchResult['kind'],
      slug: hit.slug as string,
      title: hit.title as string,
      detail: hit.detail as string,
      path: hit.path as string,
    }));
    return { query: q, total: hits.length, results };
  };
}
