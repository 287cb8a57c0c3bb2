import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { projectExportSchema } from '@publisher/shared/contracts/project-export';
import {
  paymentsHarness,
  subscriberCookie,
  subscriberSession,
  type PaymentsHarness,
} from '../testing/stripe-app-harness';

let h: PaymentsHarness;
beforeEach(async () => {
  h = await paymentsHarness();
});
afterEach(() => h.close());

const query = (email: string, format: string) => `email=${encodeURIComponent(email)}&userId=guest_1&format=${format}`;
const exportOf = (id: string, email: string, format: string, cookie?: string) =>
  h.request(`/api/projects/${id}/export?${query(email, format)}`, cookie ? { cookie } : {});

const subscriber = (email: string, tier: 'single_book' | 'multi_book') => subscriberSession(h, email, tier);

async function project(email: string, title: string, cookie: string): Promise<{ id: string }> {
  const created = await h.postJson('/api/projects', { email, userId: 'guest_1', title }, { cookie });
  expect(created.status).toBe(201);
  return ((await created.json()) as { project: { id: string } }).project;
}

/** The text a page draws: its content streams inflated, each hex string of a Tj read as WinAnsi (ASCII here). */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  const source = streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString('latin1'))
    .join('\n');
  return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('\n');
}

describe('project export', () => {
  it('gives the owner the JSON, which reads back as the project it was taken from', async () => {
    const cookie = await subscriber('writer@example.com', 'single_book');
    const { id } = await project('writer@example.com', 'The Glass Orchard', cookie);
    await h.request(`/api/projects/${id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'writer@example.com', userId: 'guest_1', completeStage: 1 }),
    });

    const response = await exportOf(id, 'writer@example.com', 'json', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="the-glass-orchard-architect-method.json"',
    );
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const exported = projectExportSchema.parse(await response.json());
    const fetched = await h.request(`/api/projects/${id}?email=writer%40example.com&userId=guest_1`, { cookie });
    expect(exported.project).toEqual(((await fetched.json()) as { project: unknown }).project);
    expect(exported.project).toMatchObject({ title: 'The Glass Orchard', currentStage: 2, completedStages: [1] });
    expect(exported.stages.map((s) => s.state)).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(exported.stages[6]).toEqual({ number: 7, weeks: '19-44', state: 'upcoming' });
    expect(exported.complete).toBe(false);
    expect(Date.parse(exported.exportedAt)).not.toBeNaN();
  });

  it('gives the owner an A4 PDF that parses back with the title, stages and dates', async () => {
    const cookie = await subscriber('multi@example.com', 'multi_book');
    const { id } = await project('multi@example.com', 'Salt & Iron: Book Two', cookie);
    const response = await exportOf(id, 'multi@example.com', 'pdf', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="salt-iron-book-two-architect-method.pdf"',
    );
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Salt & Iron: Book Two');
    expect(doc.getPageCount()).toBe(1);
    const page = doc.getPage(0);
    expect([Math.round(page.getWidth()), Math.round(page.getHeight())]).toEqual([595, 842]);
    const text = pageText(page);
    expect(text).toContain('Salt & Iron: Book Two');
    expect(text).toContain('Stage 1 of 7');
    expect(text).toContain('Weeks 19-44');
    expect(text).toContain('In progress');
    const year = String(new Date().getUTCFullYear());
    expect(text).toMatch(new RegExp(`Created \\d{1,2} [A-Z][a-z]+ ${year}`));
    expect(text).toMatch(new RegExp(`Exported \\d{1,2} [A-Z][a-z]+ ${year}`));
  });

  it('writes a title a standard font cannot, with "?" in place of what it cannot write', async () => {
    const cookie = await subscriber('intl@example.com', 'single_book');
    const { id } = await project('intl@example.com', 'Café 北京 🌿', cookie);
    const response = await exportOf(id, 'intl@example.com', 'pdf', cookie);
    expect(response.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pageText(doc.getPage(0))).toContain('Caf\u00e9 ?? ?');
  });

  it('answers 404 for another subscriber’s project, an unknown id and a stranger, never revealing which', async () => {
    const owner = await subscriber('owner@example.com', 'single_book');
    const other = await subscriber('other@example.com', 'multi_book');
    const { id } = await project('owner@example.com', 'Private', owner);
    for (const format of ['json', 'pdf']) {
      const foreign = await exportOf(id, 'other@example.com', format, other);
      expect(foreign.status).toBe(404);
      expect(await foreign.json()).toEqual({ error: 'Project not found.' });
      // Typing the owner's e-mail does not help: the cookie proves someone else.
      expect((await exportOf(id, 'owner@example.com', format, other)).status).not.toBe(200);
      expect((await exportOf('00000000-0000-0000-0000-000000000000', 'owner@example.com', format, owner)).status).toBe(
        404,
      );
    }
    const stranger = await exportOf(id, 'owner@example.com', 'json');
    expect(stranger.status).not.toBe(200);
  });

  it('answers a free-trial browser with the upgrade answer, for its own project or any other', async () => {
    const created = await h.postJson('/api/projects', {
      email: 'trial@example.com',
      userId: 'guest_1',
      title: 'Trial',
    });
    const cookie = subscriberCookie(created)!;
    const { project: own } = (await created.json()) as { project: { id: string } };
    for (const id of [own.id, 'unknown-id']) {
      const response = await exportOf(id, 'trial@example.com', 'pdf', cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'Export is part of the Single Book and Multi-Book plans. Upgrade to export your projects!',
        upgradeRequired: true,
        tier: 'free_trial',
      });
    }
  });

  it('refuses an unknown format with a sentence', async () => {
    const cookie = await subscriber('fmt@example.com', 'single_book');
    const { id } = await project('fmt@example.com', 'Formats', cookie);
    const response = await exportOf(id, 'fmt@example.com', 'docx', cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/"format" is not valid/);
  });
});
