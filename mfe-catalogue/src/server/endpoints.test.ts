import { describe, expect, it } from 'vitest';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { underPaths, type HostPorts } from '@publisher/shared/server/team-api';
import { api } from './endpoints';
import { sampleListStore } from './content/catalogue-fixture';
import { contentKinds, hasSlugs } from './content/reads';

/** Only the content port is read by the catalogue's endpoints. */
const portsOver = (content: Partial<ContentStore>) => ({ content }) as unknown as HostPorts;

describe("the catalogue's endpoints (decision 133)", () => {
  it('declares every path its content reads answer, and no anonymous write', () => {
    const paths = Object.entries(contentKinds({} as ContentStore)).flatMap(([name, kind]) =>
      hasSlugs(kind) ? [`/api/${name}`, `/api/${name}/featured`, `/api/${name}/a-slug`] : [`/api/${name}`],
    );
    for (const path of [...paths, '/api/search']) expect(underPaths(api.paths, path), path).toBe(true);
    for (const path of ['/api/health', '/api/projects', '/api/notify', '/api/podcast/x'])
      expect(underPaths(api.paths, path), path).toBe(false);
    expect(api.writes ?? []).toEqual([]);
  });

  it('answers the reads from the content port, cacheable, and JSON 404s under its paths', async () => {
    const app = api.create(portsOver(sampleListStore()));
    const books = await app.fetch(new Request('http://localhost/api/books?sort=title'));
    expect(books.status).toBe(200);
    expect(books.headers.get('cache-control')).toMatch(/^public, max-age=60, s-maxage=60/);
    expect(((await books.json()) as { total: number }).total).toBe(6);
    const other = await app.fetch(new Request('http://localhost/api/books/a/b'));
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: 'Not found.' });
  });

  it('answers 503 with Retry-After, never stored, when the content port cannot read', async () => {
    const app = api.create(portsOver({ listBooks: () => Promise.reject(new Error('Airtable did not answer')) }));
    const res = await app.fetch(new Request('http://localhost/api/books'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
