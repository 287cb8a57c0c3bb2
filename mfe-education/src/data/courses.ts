/** The course catalogue (spec section 3 "Course"): one place to change a date or a price. */
export interface Course {
  year: number;
  title: string;
  description: string;
  available: boolean;
  /** Shown on coming-soon cards and pages, e.g. "Q4 2025". */
  expectedDate: string | null;
  priceGbp: number;
  /** Where the card links to. */
  link: string;
  features: string[];
}

export const COURSES: readonly Course[] = [
  {
    year: 6,
    title: 'Year 6 Mathematics Workbook',
    description: 'Complete Key Stage 2 maths with SATs preparation, 75+ chapters and instant feedback.',
    available: true,
    expectedDate: 'Q3 2024',
    priceGbp: 24.99,
    link: '/year6-maths',
    features: ['75+ chapters', 'SATs practice papers', 'Parent dashboard', 'Progress tracking'],
  },
  {
    year: 7,
    title: 'Year 7 Mathematics Workbook',
    description: 'A confident start to secondary maths: number, calculation, fractions and geometry across 140+ chapters.',
    available: true,
    expectedDate: null,
    priceGbp: 29.99,
    link: '/year7-maths',
    features: ['140+ chapters', 'Four curriculum modules', 'Instant feedback', 'Certificate of completion'],
  },
  {
    year: 8,
    title: 'Year 8 Mathematics Workbook',
    description: 'Algebra, proportional reasoning and statistics, building on the Year 7 foundations.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 29.99,
    link: '/education/year8',
    features: ['Algebraic thinking', 'Ratio and proportion', 'Statistics', 'Progress tracking'],
  },
  {
    year: 9,
    title: 'Year 9 Mathematics Workbook',
    description: 'The bridge to GCSE: deeper algebra, geometry and probability.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 34.99,
    link: '/education/year9',
    features: ['GCSE foundations', 'Geometry and trigonometry', 'Probability', 'Progress tracking'],
  },
  {
    year: 10,
    title: 'Year 10 Mathematics Workbook',
    description: 'GCSE course content for Foundation and Higher tiers with worked examples.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 39.99,
    link: '/education/year10',
    features: ['GCSE Foundation and Higher', 'Worked examples', 'Exam-style questions', 'Progress tracking'],
  },
  {
    year: 11,
    title: 'Year 11 Mathematics Workbook',
    description: 'GCSE revision and exam practice, with full mock papers and mark schemes.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 44.99,
    link: '/education/year11',
    features: ['Full mock papers', 'Mark schemes', 'Revision plans', 'Progress tracking'],
  },
];

/** The coming-soon page of a year (/education/yearN). Year 6 has one too (spec: expects Q3 2024). */
export function courseForComingSoon(year: number): Course | undefined {
  return COURSES.find((c) => c.year === year);
}

export const formatGbp = (value: number): string =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value);
