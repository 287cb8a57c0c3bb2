import { Hono } from 'hono';
import type { ContentStore } from '../ports/content-store';

export function contentRoutes(store: ContentStore): Hono {
  return new Hono().get('/books', async (c) => c.json({ books: await store.listBooks() }));
}
