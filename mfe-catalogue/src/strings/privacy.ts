import { SITE } from '@publisher/shared/site';

/** The website's privacy policy (spec sections 2 and 9). */
export const PRIVACY = {
  heading: 'Privacy Policy',
  updated: (date: string) => `Last updated: ${date}`,
  intro: `${SITE.legalName} (“we”, “us”) runs this website and is the data controller for the personal data described here. We collect as little as we can, keep it only as long as we must, and never sell it.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${SITE.legalName} is registered in England and Wales (company number ${SITE.companyNumber}), with its registered office at ${SITE.registeredOffice}. You can reach us about privacy at ${SITE.email}.`,
      ],
    },
    {
      heading: 'Purchases',
      paragraphs: [
        'When you buy a book, flipbook, music sheet or digital product, payment is handled by our payment providers (Stripe, Gumroad or PayPal). We receive your name, e-mail address, order number, what you bought and, for physical books, your UK delivery address. We never see or store your full card details.',
        'We use this information to deliver your order, give you access to digital products, answer questions about your purchase and meet our accounting and tax obligations.',
      ],
    },
    {
      heading: 'Analytics',
      paragraphs: [
        'If you accept analytics in our cookie banner, we measure page views with a privacy-friendly analytics service to learn which pages are useful. It records the page, the referring site, your browser type and an approximate country, not your identity. If you reject, no analytics script is loaded at all.',
        'With the same consent we load an error-reporting tool that tells us when a page breaks, so we can fix it.',
      ],
    },
    {
      heading: 'Cookies and local storage',
      paragraphs: [
        'We store your cookie choice, your basket and, after you verify a purchase, a time-limited access key for your flipbook in your browser’s local storage. These are needed for the site to work and are not used to track you. You can change your cookie choice at any time from the Cookie settings link in the footer.',
        'The site also sets a few cookies it needs to work, none of them used to track you: ap_subscriber keeps you signed in after you follow a sign-in link and holds your subscription or free trial (up to 180 days); ap_checkout ties a payment to the browser that started it; fb_session keeps a flipbook you opened open for a while; and release-bucket, set only while we try a new version of part of the site on some visitors, holds a random number from 0 to 99 so that every page you see comes from the same version (180 days).',
      ],
    },
    {
      heading: 'Submissions and enquiries',
      paragraphs: [
        'Manuscript submissions and enquiries reach us by e-mail. We use them only to assess your work or answer you, and we do not share them outside our editorial team.',
      ],
    },
    {
      heading: 'E-mail updates',
      paragraphs: [
        'When you use Get Notified or Subscribe for Updates, we first e-mail you a link to confirm. Until you confirm we send you nothing else, and the unconfirmed request is deleted after 48 hours. When you confirm, we keep your e-mail address, what you asked to hear about and the date you agreed, and we e-mail you once when that book or workbook is out (or when anything new is out, if you subscribed for updates).',
        'To unsubscribe, use the Unsubscribe link at the foot of any of these e-mails, or your mail app’s own Unsubscribe button: one click, no sign-in, and we delete your sign-ups at once. You can also e-mail us and we will remove your address.',
      ],
    },
    {
      heading: 'Your rights under the UK GDPR',
      paragraphs: [
        'You have the right to access the personal data we hold about you, to have it corrected or erased, to restrict or object to how we use it, to receive it in a portable format, and to withdraw consent at any time.',
        'Under Your data, Export my data downloads everything we hold about your e-mail address as a JSON file, and Delete my account deletes your projects, quote requests and unlocked products and signs you out. Purchase records are kept for 7 years, detached from your account: your e-mail address is replaced by a one-way code, so the e-mail and the order number together still open a purchase on My Purchases. A plan must be cancelled before its account is deleted. For anything else, e-mail us; we reply within one month.',
        'If you are unhappy with how we handle your data you can complain to the Information Commissioner’s Office (ico.org.uk).',
      ],
      /** Rendered before the paragraphs after the first: how to use the rights yourself (decision 121). */
      link: {
        before: 'To see, export or delete your data yourself, sign in to',
        label: 'Your Library',
        to: '/library',
        after: 'with the link we e-mail you.',
      },
    },
  ],
  retentionHeading: 'How long we keep your data',
  retention: [
    'Purchase records: 7 years.',
    'Customer support: 2 years after last contact.',
    'Marketing data: until you unsubscribe.',
    'Analytics: 26 months.',
    'Account data: until you delete it under Your data in Your Library, or ask us to.',
    'Architect’s Method projects started without signing in or subscribing (guest projects): 30 days after their last change.',
  ],
  childrenHeading: 'Children',
  children:
    'Our services are not aimed at children under 16, and we do not knowingly collect their personal data. Our education workbooks are bought by parents, carers and schools.',
  contactHeading: 'Contact',
  contact: `Questions about this policy: ${SITE.email}.`,
} as const;
