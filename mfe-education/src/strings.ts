import { SITE } from '@publisher/shared/site';

/**
 * Every user-facing string of the education remote outside the typed data modules in ./data.
 * Spec strings (Coming Soon, Back to Education, Get Notified, Buy Now on Gumroad, What's Included)
 * are kept word for word.
 */
export const STRINGS = {
  newTab: ' (opens in a new tab)',
  buy: 'Buy Now on Gumroad',
  back: 'Back to Education',
  yearLabel: (year: number) => `Year ${year}`,
  coverTitle: (year: number) => `Year ${year} Maths`,
  coverSymbols: '+ − × ÷',
  catalogue: {
    eyebrow: 'Ashgrove Press Education',
    heading: 'Maths workbooks for Years 6 to 11',
    lead: 'Clear, carefully sequenced maths for children at home, one school year at a time.',
    introHeading: 'Built for the kitchen table',
    intro: [
      'Every workbook follows the National Curriculum for England for its year group. Topics are taught in short chapters that each begin with a worked example, move on to guided practice and end with a quick check, so a child can make real progress in fifteen or twenty minutes.',
      'Parents get a dashboard that shows what has been done and where help is needed, without having to be maths teachers themselves.',
    ],
    gridHeading: 'Choose a year group',
    featuresLabel: (title: string) => `What ${title} covers`,
    /** Read after the visible link text ("Learn More"), so the link says where it goes on its own. */
    linkContext: (title: string) => ` about ${title}`,
    closingHeading: 'More years on the way',
    closing:
      'New workbooks are being written to the same standard, and each coming-soon page lets you ask to be told when yours is ready. Not sure which workbook suits your child? Write to us at',
    email: SITE.email,
  },
  workbook: {
    eyebrow: (year: number) => `Year ${year} · Maths workbook`,
    chapters: (claim: number) => `${claim}+ chapters`,
    modulesCount: (count: number) => `${count} curriculum modules`,
    modulesHeading: 'Curriculum modules',
    moduleChapters: (n: number) => `${n} chapters`,
    includedHeading: "What's Included",
    audienceHeading: 'Who it is for',
    faqHeading: 'Questions parents ask',
    marketingLink: (year: number) => `Why families choose the Year ${year} workbook`,
    ctaHeading: (title: string) => `Start the ${title} today`,
    ctaText: 'Checkout is handled securely by Gumroad, and your access link arrives by e-mail a minute later.',
  },
  marketing: {
    detailsLink: "See what's inside",
    coverHeading: 'What your child will cover',
    oneOff: 'one-off payment',
  },
  comingSoon: {
    heading: 'Coming Soon',
    expected: 'Expected release:',
    notify: 'Get Notified',
    notifyAlert: (title: string) => `Thank you! We'll notify you as soon as the ${title} is available.`,
    notifyIntro: 'Leave your e-mail address and we will write once, when it is out.',
    notifyEmail: 'Your e-mail address',
    notifyFailed: 'We could not take your sign-up just now. Please try again in a few minutes.',
    notifyPrivacy: 'We first send a link to confirm. Every e-mail has a one-click unsubscribe link. See our',
    notifyPrivacyLink: 'privacy policy',
    availableNow: (title: string) => `Good news: the ${title} is already available.`,
    availableLink: 'See the workbook',
    whileWaiting: 'While you wait',
    whileWaitingText: 'Ready to start today:',
    unknown: 'This workbook is not in our catalogue.',
    pageTitle: (title: string) => `${title}: Coming Soon`,
  },
} as const;
