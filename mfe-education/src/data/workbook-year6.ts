import type { Workbook } from './workbook-types';

/** Copy of /year6-maths. The spec fixes the seven named features, the 75+ chapters and that no price shows. */
export const YEAR6_WORKBOOK: Workbook = {
  year: 6,
  chapterClaim: 75,
  lead: 'Complete Key Stage 2 maths and SATs preparation in 75+ short chapters your child can work through at home.',
  intro: [
    'Year 6 is the year everything in primary maths comes together, and the year of the Key Stage 2 SATs. This workbook takes your child through the whole Year 6 programme of study for England in chapters of 15 to 20 minutes, each with a worked example, guided practice and a quick check at the end.',
    'It is designed to sit alongside school, not replace it: a chapter on each school day covers the full course in about four months, leaving time for the practice papers before the tests in May.',
  ],
  showPrice: false,
  modules: [
    {
      title: 'Number, Place Value & Calculation',
      chapters: 22,
      summary: 'Large numbers, negative numbers and the written methods the arithmetic paper expects.',
      topics: [
        'Reading, writing and rounding numbers up to ten million',
        'Negative numbers in context, including temperature',
        'Long multiplication and long division with remainders',
        'Order of operations, common factors, multiples and primes',
      ],
    },
    {
      title: 'Fractions, Decimals & Percentages',
      chapters: 20,
      summary: 'The topic most children find hardest, broken into small steps with plenty of practice.',
      topics: [
        'Simplifying, comparing and ordering fractions',
        'Adding and subtracting fractions with different denominators',
        'Multiplying and dividing fractions',
        'Decimals to three places and percentages of amounts',
      ],
    },
    {
      title: 'Ratio, Proportion & Algebra',
      chapters: 14,
      summary: 'The first taste of secondary-school thinking, introduced through problems rather than rules.',
      topics: [
        'Scale factors and similar shapes',
        'Sharing and grouping in a given ratio',
        'Using simple formulae and describing sequences',
        'Missing-number problems with two unknowns',
      ],
    },
    {
      title: 'Measurement, Geometry & Statistics',
      chapters: 22,
      summary: 'Shape, space and data, with the unit conversions that catch so many marks in reasoning papers.',
      topics: [
        'Converting between units, including miles and kilometres',
        'Area of triangles and parallelograms, volume of cuboids',
        'Angles in triangles, quadrilaterals and regular polygons',
        'Coordinates in four quadrants, pie charts and the mean',
      ],
    },
  ],
  included: [
    {
      title: 'Progress Tracking',
      text: 'Every chapter records its score, so your child watches their progress bar fill and nothing is skipped by accident.',
    },
    {
      title: 'Parent Dashboard',
      text: 'One screen shows chapters completed, accuracy by topic and the questions that caused trouble, so you know what to practise together.',
    },
    {
      title: 'SATs Practice Papers',
      text: 'Practice papers in the format and timings of the Key Stage 2 arithmetic and reasoning tests, marked for you.',
    },
    {
      title: 'Multi-User Support',
      text: 'A separate profile for each child in the family, with their own progress, scores and certificate.',
    },
    {
      title: 'Instant Feedback',
      text: 'Answers are checked as soon as they are entered, with a hint after a first wrong attempt and a full solution after a second.',
    },
    {
      title: 'Certificate of Completion',
      text: "A printable certificate with your child's name, awarded when the final module is finished.",
    },
    {
      title: 'Mobile-Friendly Learning',
      text: 'Works in the browser on a tablet, laptop or phone. There is nothing to install.',
    },
    {
      title: 'Step-by-Step Worked Examples',
      text: 'Each chapter opens with a method shown one line at a time, the way a teacher would on the board.',
    },
  ],
  audience: [
    'Year 6 pupils preparing for the Key Stage 2 SATs in May',
    'Confident Year 5 pupils who want a stretch over the summer holidays',
    'Children who need to close gaps before starting secondary school',
    'Home-educating families looking for a structured Year 6 course',
  ],
  faq: [
    {
      question: 'Does it follow the National Curriculum?',
      answer:
        'Yes. The four modules cover every statutory Year 6 objective in the National Curriculum for England, in the order most schools teach them. Schools in Wales, Scotland and Northern Ireland cover similar ground, though the order can differ.',
    },
    {
      question: 'How long does each chapter take?',
      answer:
        'Most chapters take 15 to 20 minutes. The practice papers are timed like the real tests: 30 minutes for arithmetic and 40 minutes for each reasoning paper.',
    },
    {
      question: 'Will my child need my help?',
      answer:
        'Less than you might expect. Each chapter explains itself with a worked example and hints, and the parent dashboard shows you the few places where sitting down together will help most.',
    },
    {
      question: 'How do we get access after buying?',
      answer:
        'The purchase is handled by Gumroad, which e-mails your receipt and access link straight away. Keep that e-mail: the link in it is how your family opens the workbook on any device.',
    },
  ],
};
