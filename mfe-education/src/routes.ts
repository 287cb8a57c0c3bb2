import type { PublishedRoute } from '@publisher/shared/routes';

/**
 * The pages this remote serves: path pattern, page id (keys of ./root.tsx), title, meta
 * description and crawl policy. Its build publishes them next to remoteEntry.js (routes.json);
 * the server and the shell route by them at run time (docs/decisions/110), so a page added here
 * ships with this remote's deploy alone. Type-only import: vite.config.ts bundles this file.
 */
export const ROUTES: readonly PublishedRoute[] = [
  {
    path: '/education',
    page: 'catalogue',
    title: 'Education',
    description:
      'Maths workbooks from Ashgrove Press for school Years 6 to 11, mapped to the national curriculum for England.',
  },
  {
    path: '/year6-maths',
    page: 'year6',
    title: 'Year 6 Mathematics Workbook',
    description:
      'The Year 6 Mathematics Workbook: 75+ chapters with SATs practice papers, instant feedback and a parent dashboard.',
  },
  {
    path: '/year7-maths',
    page: 'year7',
    title: 'Year 7 Mathematics Workbook',
    description:
      'The Year 7 Mathematics Workbook: 140+ chapters on number, calculations, fractions, decimals, percentages and geometry.',
  },
  {
    path: '/education/year6-marketing',
    page: 'year6-marketing',
    title: 'Year 6 Maths',
    description:
      'Year 6 maths with Ashgrove Press: what the workbook covers, how it prepares pupils for SATs and how parents follow along.',
  },
  {
    path: '/education/year7-marketing',
    page: 'year7-marketing',
    title: 'Year 7 Maths',
    description:
      'Year 7 maths with Ashgrove Press: a workbook for the first year of secondary school, from place value to geometry.',
  },
  {
    path: '/education/year6',
    page: 'coming-soon',
    title: 'Coming Soon',
    description:
      'A new Year 6 maths course from Ashgrove Press is coming soon: see when it is expected and ask to be told on release.',
    crawl: 'unlisted',
  },
  {
    path: '/education/year8',
    page: 'coming-soon',
    title: 'Coming Soon',
    description:
      'The Year 8 maths workbook from Ashgrove Press is coming soon: see when it is expected and ask to be told on release.',
  },
  {
    path: '/education/year9',
    page: 'coming-soon',
    title: 'Coming Soon',
    description:
      'The Year 9 maths workbook from Ashgrove Press is coming soon: see when it is expected and ask to be told on release.',
  },
  {
    path: '/education/year10',
    page: 'coming-soon',
    title: 'Coming Soon',
    description:
      'The Year 10 maths workbook from Ashgrove Press is coming soon: see when it is expected and ask to be told on release.',
  },
  {
    path: '/education/year11',
    page: 'coming-soon',
    title: 'Coming Soon',
    description:
      'The Year 11 maths workbook from Ashgrove Press is coming soon: see when it is expected and ask to be told on release.',
  },
];
