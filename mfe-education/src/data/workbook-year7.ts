import type { Workbook } from './workbook-types';

/** Copy of /year7-maths. The spec fixes the title, the four module names and the 140+ chapters. */
export const YEAR7_WORKBOOK: Workbook = {
  year: 7,
  chapterClaim: 140,
  lead: 'Over 140 short chapters that take the primary foundations to Key Stage 3 depth, so secondary maths starts with confidence.',
  intro: [
    'The move to secondary school changes how maths is taught: new teachers, new methods and a faster pace. This workbook revisits the foundations that secondary maths relies on and takes each one further, so Year 7 feels like a step up rather than a leap.',
    'Chapters take 15 to 20 minutes and follow the Key Stage 3 programme of study for England. At one chapter on each school day, the course runs comfortably alongside the school year.',
  ],
  showPrice: true,
  modules: [
    {
      title: 'Number & Place Value',
      chapters: 34,
      summary: 'The number sense every later topic leans on, extended to negatives, powers and roots.',
      topics: [
        'Place value in integers and decimals',
        'Ordering and comparing, including negative numbers',
        'Rounding to decimal places and significant figures',
        'Powers, roots, prime factors, HCF and LCM',
      ],
    },
    {
      title: 'Calculations',
      chapters: 38,
      summary: 'Fluent, accurate calculation, then the first steps from numbers to letters.',
      topics: [
        'Written methods with integers and decimals',
        'Order of operations with brackets and powers',
        'Estimating, checking and using a calculator well',
        'Algebraic notation, simplifying and substitution',
      ],
    },
    {
      title: 'Fractions, Decimals & Percentages',
      chapters: 36,
      summary: 'One idea seen three ways, with the confidence to move between them.',
      topics: [
        'Equivalent fractions, mixed numbers and simplifying',
        'All four operations with fractions',
        'Converting between fractions, decimals and percentages',
        'Percentage change, ratio notation and sharing in a ratio',
      ],
    },
    {
      title: 'Geometry & Measurement',
      chapters: 34,
      summary: 'Angles, shapes and measures, reasoned about rather than only measured.',
      topics: [
        'Measuring, drawing and estimating angles',
        'Angle facts on a line, around a point and in triangles',
        'Properties of triangles, quadrilaterals and polygons',
        'Perimeter and area, including trapezia, and unit conversions',
      ],
    },
  ],
  included: [
    {
      title: 'Worked Examples',
      text: 'Every new method is shown one line at a time before your child is asked to try it.',
    },
    {
      title: 'Instant Feedback',
      text: 'Answers are checked on entry, with a hint after a first wrong attempt and a full solution after a second.',
    },
    {
      title: 'Module Checkpoints',
      text: 'A short check at the end of each module confirms the ideas have stuck before moving on.',
    },
    {
      title: 'Progress Tracking',
      text: 'Scores are saved chapter by chapter, so your child can see how far they have come.',
    },
    { title: 'Parent Dashboard', text: 'Accuracy by topic and the questions that caused trouble, on one screen.' },
    {
      title: 'Multi-User Support',
      text: 'A separate profile for each child, with their own progress and certificate.',
    },
    {
      title: 'Certificate of Completion',
      text: "A printable certificate with your child's name for finishing all four modules.",
    },
    {
      title: 'Mobile-Friendly Learning',
      text: 'Works in the browser on a tablet, laptop or phone. There is nothing to install.',
    },
  ],
  audience: [
    'Pupils starting Year 7 who want a confident first term',
    'Year 6 leavers using the summer holiday to get ahead',
    'Year 8 pupils who need to fill gaps in the basics',
    'Home-educating families following Key Stage 3',
  ],
  faq: [
    {
      question: 'Is this the same as the Year 6 workbook?',
      answer:
        'No. Some topic names look familiar because Key Stage 3 builds on Key Stage 2, but every chapter starts where Year 6 ends and goes further: powers and roots, algebraic notation, percentage change and the area of a trapezium are all new.',
    },
    {
      question: 'How long will the course take?',
      answer:
        'At one chapter on each school day, about seven months. Many families do more in the holidays and less in busy weeks.',
    },
    {
      question: 'Can brothers and sisters share one purchase?',
      answer:
        'Yes. Add a profile for each child in your household; progress, scores and certificates are kept separately.',
    },
    {
      question: 'How do we get back in after buying?',
      answer:
        'Gumroad e-mails your receipt and access link as soon as you pay. If the e-mail goes missing, open Access Your Purchases, choose the Year 7 workbook and enter your e-mail address and order number.',
      link: { to: '/my-purchases?product=year7-maths', label: 'Access Your Purchases' },
    },
  ],
};
