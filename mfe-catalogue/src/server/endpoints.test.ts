import { describe, expect, it } from 'vitest';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import { underPaths, type HostPorts } from '@publisher/shared/server/team-api';
import { api } from './endpoints';
import { sampleListStore } from './content/catalogue-fixture';
import { contentKinds, hasSlugs } from './content/reads';

/** Only the content port (and the host's settings) is read by the catalogue's content reads. */
const portsOver = (content: Partial<ContentStore>) => ({ content, config: {} }) as unknown as HostPorts;

describe("the catalogue's endpoints (decision 133)", () => {
  it('declares every path its content reads and Get Notified answer, and the sign-up as its one anonymous write', () => {
    const paths = Object.entries(contentKinds({} as ContentStore)).flatMap(([name, kind]) =>
      hasSlugs(kind) ? [`/api/${name}`, `/api/${name}/featured`, `/api/${name}/a-slug`] : [`/api/${name}`],
    );
    const notify = ['/api/notify', '/api/notify/confirm', '/api/notify/unsubscribe'];
    for (const path of [...paths, '/api/search', ...notify]) expect(underPaths(api.paths, path), path).toBe(true);
    for (const path of ['/api/health', '/api/projects', '/api/notifyx', '/api/podcast/x'])
      expect(underPaths(api.paths, path), path).toBe(false);
    expect(api.writes).toEqual(['/api/notify']);
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
