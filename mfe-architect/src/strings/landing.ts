/** The Architect's Method landing page (spec section 2), both versions. */
export const LANDING = {
  heading: "The Architect's Method",
  tagline: 'Design your book before you build it.',
  intro:
    'A 7-stage book-writing method with an AI coach that checks your work at every stage, so the draft you finish is one that holds together.',
  seePlans: 'See Plans and Pricing',
  principles: {
    heading: 'Three Core Principles',
    items: [
      {
        title: 'Design before you build',
        body: 'Most drafts that collapse halfway were missing a plan. The method puts structure first, so the writing has something to stand on.',
      },
      {
        title: 'Validate every stage',
        body: 'Your AI coach checks each stage against your brief before you move on, catching a weak premise or a sagging middle while it is still cheap to fix.',
      },
      {
        title: 'Build to a schedule',
        body: "Seven stages over 44 weeks turn 'one day' into a calendar: small, steady sessions instead of heroic bursts.",
      },
    ],
  },
  comparison: {
    heading: "Traditional Writing vs The Architect's Method",
    caption: 'How the method differs from writing without a plan',
    columns: ['Aspect', 'Traditional approach', "The Architect's Method"],
    rows: [
      ['Starting point', 'A blank page and an idea', 'A one-page brief: promise, reader and shelf'],
      ['Structure', 'Discovered, or lost, while drafting', 'Designed and tested before drafting'],
      ['Feedback', 'Months later, from beta readers', 'At every stage, from your AI coach'],
      ['Timeline', 'Open-ended', '44 weeks, stage by stage'],
      ['Rewrites', 'Whole drafts thrown away', 'Problems fixed in the plan, not the page'],
    ],
  },
  process: { heading: 'The 7-Stage Process', intro: 'Each stage has a clear deliverable and a place on the calendar.' },
  results: {
    heading: 'Results',
    stats: [
      { value: '10-11 months', label: 'from first idea to finished draft' },
      { value: '100%', label: 'of stages checked by your AI coach' },
      { value: 'Any genre', label: 'fiction, non-fiction, memoir and series' },
      { value: '7 stages', label: 'each with a deliverable you keep' },
    ],
  },
  testimonials: {
    heading: 'What Writers Say',
    items: [
      {
        quote:
          'I had started the same crime novel three times. Stage 3 showed me why: no midpoint. I finished the draft in ten months.',
        name: 'Priya N.',
        role: 'Crime novelist, Leeds',
      },
      {
        quote:
          'The weekly rhythm did what willpower never had. The coach is blunt about a vague premise, which is exactly what I needed.',
        name: 'Tom H.',
        role: 'Memoir writer, Bristol',
      },
      {
        quote:
          'I plan a trilogy on the Multi-Book plan. Keeping all three story bibles side by side has saved me from a dozen continuity errors.',
        name: 'Elena R.',
        role: 'Fantasy author, Edinburgh',
      },
    ],
  },
  demo: {
    heading: 'Try the Free Demo',
    body: 'Work through Stage 1 with 10 free AI validations. No card needed: start a project and see how the coach reviews your brief.',
    cta: 'Start the Free Demo',
  },
  pricing: {
    heading: 'Simple Pricing',
    intro: 'For first-time subscribers, every plan starts with a 7-day free trial. Cancel anytime.',
    perMonth: '/ month',
    cta: 'View Plans',
    plans: [
      {
        name: 'Free Trial',
        price: 'Free',
        period: '7 days',
        features: ['1 project', 'Stage 1 with 10 free AI validations'],
      },
      {
        name: 'Single Book',
        price: '$9.99',
        period: '/ month',
        features: ['1 active project', 'Unlimited AI validations'],
      },
      {
        name: 'Multi-Book',
        price: '$18.99',
        period: '/ month',
        features: ['3 active projects', 'Series planning tools'],
      },
    ],
  },
  alternate: {
    intro:
      "The Architect's Method guides you through seven stages, from a one-page brief to a finished first draft, with an AI coach that reviews each stage.",
    assistantHeading: 'Meet the Assistant',
    assistantBody:
      "The method's AI writing assistant runs as an official GPT. Open it, tell it which stage you are in, and it will walk you through that stage's checklist.",
    assistantLink: "Open the Architect's Method GPT",
    newTab: '(opens in a new tab)',
    pricingHeading: 'Pricing',
    comingSoon: 'Coming Soon',
    comingSoonNote: 'Both plans open soon. Until then, the assistant above is yours to try.',
    plans: [
      { name: 'Free Trial', price: '£0', period: 'for 7 days', button: 'Start Free Trial' },
      { name: 'Full Method', price: '£29', period: 'per month', button: 'Get the Full Method' },
    ],
  },
} as const;
