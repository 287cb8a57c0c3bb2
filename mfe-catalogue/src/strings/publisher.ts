/** The publisher's own pages: About, Contact, Services, Creator Utilities, Tools. */
export const ABOUT = {
  heading: 'About Ashgrove Press',
  lead: 'An independent house in London, publishing in English and Italian since 2019.',
  storyHeading: 'Our story',
  story: [
    'Ashgrove Press began at a kitchen table in Bloomsbury, with one translated novel and a conviction that good books deserve patient editing, honest marketing and covers people want to hold.',
    'We are still small by choice. Every title gets an editor who has read it more than once, a designer who has talked to the author, and a launch plan written down before the first proof is printed. Alongside novels we publish short stories, music and musical papers, and workbooks for schools.',
  ],
  portfolioHeading: 'What we publish',
  portfolio: [
    { title: 'Fiction', text: 'Literary and genre novels, from debuts to translated classics.' },
    { title: 'Non-fiction', text: 'Memoir, history and essays for curious general readers.' },
    { title: 'Short story collections', text: 'Themed anthologies and single-author collections, in print and ebook.' },
    { title: 'Educational', text: 'Curriculum-mapped maths workbooks for Years 6 to 11.' },
  ],
  valuesHeading: 'How we work with authors',
  values: [
    {
      title: 'No financial burden on authors',
      text: 'We never charge an author to be published. Editing, design, printing and distribution of the books we sign are paid by us.',
    },
    {
      title: 'Transparent promotion',
      text: 'You see the marketing plan, the budget and the results: which retailers, which press, which campaigns, and what they sold.',
    },
    {
      title: 'Professional standards',
      text: 'Structural edit, copyedit and two rounds of proofreading, with professional cover design and typesetting for every format.',
    },
    {
      title: 'Fair royalty',
      text: 'Clear royalty rates on every format, statements twice a year, and rights that revert to you if a book goes out of print.',
    },
  ],
  submitHeading: 'Have a manuscript for us?',
  submitText: 'We read every submission that follows our guidelines, and we reply to all of them.',
  submitButton: 'Submit Your Manuscript',
} as const;

export const CONTACT = {
  heading: 'Contact Us',
  lead: 'Questions about a book, an order, a submission or our services? We reply within two working days.',
  email: 'E-mail',
  phone: 'Phone',
  whatsapp: 'WhatsApp Business',
  whatsappLink: 'Message us on WhatsApp',
  office: 'Registered office',
  company: (name: string, number: string) => `${name}, registered in England and Wales, company number ${number}.`,
  hours: 'Office hours: Monday to Friday, 9:30 to 17:30 (UK time).',
  updatesHeading: 'Subscribe for Updates',
  submissionsHint: 'Sending a manuscript? Please use our submission form.',
  submissionsLink: 'Submission guidelines',
} as const;

export const SERVICES = {
  heading: 'Editorial and Marketing Services',
  lead: 'The same editors, designers and marketers who work on our own list, available to independent authors and small presses.',
  editorialHeading: 'Editorial services',
  editorial: [
    {
      title: 'Structural editing',
      text: 'A close read of plot, pacing, character and argument, with an editorial letter and margin notes.',
    },
    {
      title: 'Copyediting',
      text: 'Line-by-line work on clarity, consistency, grammar and house style, with tracked changes.',
    },
    {
      title: 'Proofreading',
      text: 'A final check of typeset pages for typos, widows, orphans and layout errors before print.',
    },
    {
      title: 'Manuscript feedback',
      text: 'A frank, practical report on your full manuscript and its readiness for agents or publication.',
    },
    {
      title: 'Cover design and typesetting',
      text: 'Print and ebook covers and professional interiors, priced instantly in our calculator.',
      quote: true,
    },
  ],
  getQuote: 'Get a Quote',
  marketingHeading: 'Marketing services',
  marketing: [
    {
      title: 'Launch strategy',
      text: 'A dated plan from cover reveal to publication week, with pre-orders, reviews and retailer placement.',
    },
    {
      title: 'Press materials',
      text: 'Press release, author biography, sell sheet and media kit, written and designed.',
    },
    {
      title: 'Social media planning',
      text: 'A content calendar for your launch, with post copy and graphics sized for each platform.',
    },
    {
      title: 'Outreach',
      text: 'Pitches to reviewers, bloggers, podcasts, bookshops and festivals, and a log of every reply.',
    },
  ],
  processHeading: 'How it works',
  process: [
    {
      title: 'Consultation',
      text: 'Tell us about your book and what it needs. A free 30-minute call or an e-mail exchange.',
    },
    {
      title: 'Proposal',
      text: 'We send a written scope, a fixed price and a timeline. Nothing starts until you agree.',
    },
    { title: 'Production', text: 'Your editor or designer works with you in rounds, with clear deadlines for each.' },
    {
      title: 'Delivery',
      text: 'You receive final files and everything you need to publish or pitch, and keep all rights.',
    },
  ],
  contactHeading: 'Not sure what you need?',
  contactText: 'Tell us about your project and we will suggest the right service, or none at all.',
  contactButton: 'Contact Us',
  // /tools is linked from here and from /utilities: a writer weighing our services looks for what they can do themselves.
  toolsText: 'Prefer to do it yourself? Our calculator, guides, method and workbooks are gathered on one page.',
  toolsLink: 'See all our tools',
} as const;

export const UTILITIES = {
  heading: 'Creator Utilities',
  lead: 'Practical tools for independent authors and musicians, made by our own design and audio teams.',
  items: [
    {
      title: 'Cover Creator Guide',
      price: '£27',
      priceNote: 'one-time',
      text: 'A step-by-step guide and template pack for designing a professional print and ebook cover yourself: trim sizes, spine widths, typography and retailer specifications.',
      to: '/cover-creator/index.html',
      cta: 'Explore the Cover Creator Guide',
    },
    {
      title: 'Sound Craftery Pro',
      price: '£97',
      priceNote: 'professional license',
      text: 'A production toolkit for audiobook and music creators: mastering presets, room-tone libraries and export settings for every major platform.',
      to: '/sound-craftery/index.html',
      cta: 'Explore Sound Craftery Pro',
    },
  ],
  purchasedHeading: 'Already bought one?',
  purchasedText: 'Access your download with the e-mail address and order number from your receipt.',
  purchasedLink: 'Access Your Purchases',
  toolsLink: 'See all our tools',
} as const;

export const TOOLS = {
  heading: 'Tools',
  lead: 'Everything we have built to help writers plan, design and publish, in one place.',
  items: [
    {
      title: 'Book Design Pricing Calculator',
      text: 'Price a cover design and interior typesetting instantly, and request a quote.',
      to: '/calculator',
      cta: 'Open the calculator',
    },
    {
      title: 'Creator Utilities',
      text: 'The Cover Creator Guide and Sound Craftery Pro for independent creators.',
      to: '/utilities',
      cta: 'See the utilities',
    },
    {
      title: "The Architect's Method",
      text: 'A seven-stage method for writing a book, with an AI coach at every stage.',
      to: '/architect-method',
      cta: 'Discover the method',
    },
    {
      title: 'Education workbooks',
      text: 'Maths workbooks for Years 6 to 11, mapped to the national curriculum.',
      to: '/education',
      cta: 'Browse workbooks',
    },
    {
      title: 'My Purchases',
      text: 'Reach any digital product you have bought with your e-mail and order number.',
      to: '/my-purchases',
      cta: 'Access your purchases',
    },
  ],
} as const;
