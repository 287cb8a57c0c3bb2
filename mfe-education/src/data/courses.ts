/**
 * The course catalogue (spec section 3 "Course"): the one place where the publisher changes a
 * date, a price, a store link or a card's copy. Pages and cards only read from here.
 */
export interface Course {
  year: number;
  title: string;
  /** Shown under the year on the card, so a parent can place the course without knowing UK year names. */
  stage: string;
  description: string;
  available: boolean;
  /**
   * The release the coming-soon page promises (spec: Year 6 Q3 2024, Years 8 to 11 Q4 2025).
   * Year 6 keeps its date because its coming-soon page still exists alongside the product page.
   */
  expectedDate: string | null;
  priceGbp: number;
  /** The product page of an available course, the coming-soon page of the others. */
  link: string;
  /** The store page that sells an available course; null until the course is on sale. */
  storeUrl: string | null;
  features: readonly string[];
}

export const COURSES: readonly Course[] = [
  {
    year: 6,
    title: 'Year 6 Mathematics Workbook',
    stage: 'Key Stage 2 · ages 10–11',
    description:
      'The whole Year 6 curriculum in short, guided chapters, with SATs practice built in so the May tests hold no surprises.',
    available: true,
    expectedDate: 'Q3 2024',
    priceGbp: 24.99,
    link: '/year6-maths',
    storeUrl: 'https://ashgrovepress.gumroad.com/l/year6-maths',
    features: ['75+ chapters across four modules', 'SATs practice papers', 'Parent dashboard', 'Instant feedback'],
  },
  {
    year: 7,
    title: 'Year 7 Mathematics Workbook',
    stage: 'Key Stage 3 · ages 11–12',
    description:
      'A confident start at secondary school: number, calculation, fractions and geometry revisited and taken further.',
    available: true,
    expectedDate: null,
    priceGbp: 29.99,
    link: '/year7-maths',
    storeUrl: 'https://ashgrovepress.gumroad.com/l/year7-maths',
    features: [
      '140+ chapters across four modules',
      'Worked examples',
      'Progress tracking',
      'Certificate of completion',
    ],
  },
  {
    year: 8,
    title: 'Year 8 Mathematics Workbook',
    stage: 'Key Stage 3 · ages 12–13',
    description:
      'Algebra becomes a tool rather than a puzzle: equations, ratio and proportion, and handling data with confidence.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 29.99,
    link: '/education/year8',
    storeUrl: null,
    features: ['Linear equations and sequences', 'Ratio and proportion', 'Area, volume and angles', 'Statistics'],
  },
  {
    year: 9,
    title: 'Year 9 Mathematics Workbook',
    stage: 'Key Stage 3 · ages 13–14',
    description:
      'The bridge to GCSE: deeper algebra, Pythagoras and early trigonometry, and probability, with every gap closed first.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 34.99,
    link: '/education/year9',
    storeUrl: null,
    features: ['Quadratics and graphs', "Pythagoras' theorem", 'Probability', 'GCSE readiness check'],
  },
  {
    year: 10,
    title: 'Year 10 Mathematics Workbook',
    stage: 'Key Stage 4 · GCSE · ages 14–15',
    description:
      'The first year of GCSE for Foundation and Higher tiers, taught in small steps with a worked example for every skill.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 39.99,
    link: '/education/year10',
    storeUrl: null,
    features: ['Foundation and Higher tiers', 'Worked examples', 'Exam-style questions', 'Topic tests'],
  },
  {
    year: 11,
    title: 'Year 11 Mathematics Workbook',
    stage: 'Key Stage 4 · GCSE · ages 15–16',
    description:
      'Revision and exam practice for the GCSE year: full mock papers, mark schemes and a plan that fits around school.',
    available: false,
    expectedDate: 'Q4 2025',
    priceGbp: 44.99,
    link: '/education/year11',
    storeUrl: null,
    features: ['Full mock papers', 'Mark schemes', 'Revision planner', 'Exam technique'],
  },
];

export function courseByYear(year: number): Course | undefined {
  return COURSES.find((c) => c.year === year);
}

/** The course a coming-soon path (/education/yearN) is about. */
export function courseForPath(pathname: string): Course | undefined {
  const match = /^\/education\/year(\d+)\/?$/.exec(pathname);
  return match ? courseByYear(Number(match[1])) : undefined;
}

/** The marketing page of an available workbook (spec route /education/yearN-marketing). */
export const marketingPath = (year: number): string => `/education/year${year}-marketing`;

/** The card badge (spec: Available Now, or Coming {date}). */
export const badgeLabel = (course: Course): string =>
  course.available ? 'Available Now' : `Coming ${course.expectedDate ?? 'Soon'}`;

/** The card's link text (spec: Learn More, or Get Notified). */
export const linkLabel = (course: Course): string => (course.available ? 'Learn More' : 'Get Notified');
