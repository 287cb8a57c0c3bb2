import type { MarketingPage } from './workbook-types';

/** Copy of the two marketing pages (/education/year6-marketing and /education/year7-marketing). */
export const YEAR6_MARKETING: MarketingPage = {
  year: 6,
  eyebrow: 'Year 6 Maths · Key Stage 2 SATs',
  headline: 'Walk into the SATs knowing the maths',
  lead: 'Short daily chapters covering the whole Year 6 curriculum, practice papers in the real test format, and a dashboard that shows you exactly where your child needs help.',
  reasonsHeading: 'Why parents choose it',
  reasons: [
    {
      title: 'Fifteen minutes, not an evening',
      text: 'Each chapter is short enough to finish before tea. Little and often beats a weekend cram, and keeps maths from becoming a battle.',
    },
    {
      title: 'You can see what is going on',
      text: 'The parent dashboard shows accuracy by topic, so “how is maths going?” gets a better answer than “fine”.',
    },
    {
      title: 'Practice that feels like the real thing',
      text: 'SATs practice papers follow the layout and timings of the arithmetic and reasoning tests, so the format is familiar long before May.',
    },
    {
      title: 'Help at the moment it is needed',
      text: 'Instant feedback, a hint after a first wrong answer and a worked solution after a second: your child is never left stuck.',
    },
  ],
  stepsHeading: 'How it works',
  steps: [
    {
      title: 'Buy once on Gumroad',
      text: 'Checkout takes a minute, and your access link arrives by e-mail straight away.',
    },
    {
      title: 'Add your child',
      text: 'Create a profile for each child and open it on a tablet, laptop or phone. There is nothing to install.',
    },
    {
      title: 'A chapter a day',
      text: 'Work through the four modules in order, then finish with the practice papers in the run-up to the tests.',
    },
  ],
  weekHeading: 'A week with the workbook',
  week: [
    'Monday: long division with remainders, a worked example, then eight guided questions',
    'Tuesday: checking answers by estimating first',
    'Wednesday: adding fractions with different denominators',
    'Thursday: finding a percentage of an amount',
    'Friday: a ten-minute arithmetic mini-paper, marked instantly',
  ],
  closingHeading: 'Ready when your child is',
  closing: 'One purchase gives your family every module, every practice paper and the parent dashboard.',
};

export const YEAR7_MARKETING: MarketingPage = {
  year: 7,
  eyebrow: 'Year 7 Maths · Key Stage 3',
  headline: 'Make the move to secondary maths a step, not a leap',
  lead: 'Over 140 short chapters that revisit the primary foundations and take them to Key Stage 3 depth, so your child starts secondary school with confidence.',
  reasonsHeading: 'Why it helps in Year 7',
  reasons: [
    {
      title: 'It starts where primary ends',
      text: 'Every topic opens with the Year 6 skill it builds on, and closes that gap before moving on.',
    },
    {
      title: 'New methods, explained slowly',
      text: 'Negative numbers, powers and algebraic notation trip many pupils up in the first term. Each gets its own worked examples.',
    },
    {
      title: 'Progress you can both see',
      text: 'A progress bar for your child, a topic-by-topic dashboard for you, and a certificate at the end.',
    },
    {
      title: 'It fits around school',
      text: 'Chapters take 15 to 20 minutes, so they sit after homework instead of replacing it.',
    },
  ],
  stepsHeading: 'How it works',
  steps: [
    { title: 'Buy once on Gumroad', text: 'Your receipt and access link arrive by e-mail a minute later.' },
    {
      title: 'Open it anywhere',
      text: 'It runs in the browser on a tablet, laptop or phone, with a separate profile for each child.',
    },
    {
      title: 'Follow the four modules',
      text: 'From Number & Place Value through to Geometry & Measurement, with a checkpoint at the end of each module.',
    },
  ],
  weekHeading: 'A week with the workbook',
  week: [
    'Monday: ordering negative numbers on a number line',
    'Tuesday: square numbers, square roots and cube numbers',
    'Wednesday: order of operations with brackets and powers',
    'Thursday: multiplying fractions and mixed numbers',
    'Friday: angles on a straight line and around a point',
  ],
  closingHeading: 'Give Year 7 a flying start',
  closing: 'One purchase gives your family all four modules, every checkpoint and the parent dashboard.',
};
