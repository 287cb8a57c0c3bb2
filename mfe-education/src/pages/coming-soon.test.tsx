import { describe, expect, it } from 'vitest';
import { render } from '../server-render';

/*
 * The five coming-soon pages are one component told apart by the year in the path (decision 072).
 * What each year's page says is checked here on the server's render; the browser journey (Get
 * Notified, Back to Education, the title in the tab) runs on one of them in
 * e2e/tests/education-coming-soon.spec.ts.
 */
const PAGES = [
  { year: 6, date: 'Q3 2024', stage: 'Key Stage 2' },
  { year: 8, date: 'Q4 2025', stage: 'Key Stage 3' },
  { year: 9, date: 'Q4 2025', stage: 'Key Stage 3' },
  { year: 10, date: 'Q4 2025', stage: 'Key Stage 4' },
  { year: 11, date: 'Q4 2025', stage: 'Key Stage 4' },
];

async function pageFor(path: string): Promise<string> {
  const page = await render({
    page: 'coming-soon',
    pattern: path,
    location: path,
    origin: 'http://localhost',
    getJson: async () => ({}),
  });
  if (!page || 'notFound' in page) throw new Error(`${path} was not rendered`);
  return page.html;
}

describe('coming-soon pages', () => {
  for (const { year, date, stage } of PAGES) {
    it(`/education/year${year}: Coming Soon, the Year ${year} title, a description, ${date} and a way back`, async () => {
      const html = await pageFor(`/education/year${year}`);
      expect(html).toMatch(/<h1 id="edu-soon-heading">Coming Soon<\/h1>/);
      expect(html).toContain(`<h2 class="edu-soon-title">Year ${year} Mathematics Workbook</h2>`);
      expect(html).toMatch(/<p class="edu-lead">[^<]{20,}<\/p>/);
      expect(html).toContain(`<p class="edu-eyebrow">Year ${year} · ${stage}`);
      expect(html.replace(/<!-- -->/g, '')).toContain(`<strong>Expected release:</strong> ${date}</p>`);
      expect(html).toMatch(/<a [^>]*href="\/education"[^>]*>Back to Education<\/a>/);
      expect(html).toMatch(/<button[^>]*>Get Notified<\/button>/);
    });
  }
});
