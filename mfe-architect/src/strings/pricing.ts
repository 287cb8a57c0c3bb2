/** Subscription plans (spec sections 2, 8 and 9). */
export const PRICING = {
  heading: 'Choose Your Plan',
  intro:
    'For first-time subscribers, every plan starts with a 7-day free trial. Every plan has a 30-day money-back guarantee. Cancel anytime.',
  loading: 'Loading...',
  checkoutFailed: 'Failed to start checkout. Please try again.',
  plans: {
    single_book: {
      name: 'Single Book',
      price: '$9.99',
      period: '/ month',
      summary: 'For writing one book from brief to finished draft.',
      features: ['1 active project', 'Unlimited AI validations', 'PDF/JSON export', 'Email support'],
      button: 'Choose Single Book',
    },
    multi_book: {
      name: 'Multi-Book',
      price: '$18.99',
      period: '/ month',
      summary: 'For series and writers with more than one book on the go.',
      features: [
        '3 active projects',
        'Everything in Single Book',
        'Priority support',
        'Advanced analytics',
        'Series planning tools',
      ],
      button: 'Choose Multi-Book',
    },
  },
  email: {
    heading: 'Your Account',
    label: 'E-mail address',
    hint: 'Your plan and your projects are linked to this address.',
    required: 'Enter your e-mail address to choose a plan.',
    subscribingAs: (email: string) => `Subscribing as ${email}.`,
    change: 'Use a different e-mail',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        q: 'Is there a free trial?',
        a: 'Yes, for first-time subscribers: every plan starts with a 7-day free trial, and you can cancel before it ends without being charged. The trial is once per person, so if you have had a plan before, a new one starts paid.',
      },
      {
        q: 'What if the method is not for me?',
        a: 'Paid plans carry a 30-day money-back guarantee. Write to us within 30 days of your first payment for a full refund.',
      },
      {
        q: 'Can I cancel anytime?',
        a: 'Yes. Cancel anytime from Manage Subscription on your dashboard. Your plan runs to the end of the period you have paid for.',
      },
      {
        q: 'What happens to my projects if I cancel?',
        a: 'Your data is kept for 6 months after cancellation, so you can pick up where you left off if you come back.',
      },
      {
        q: 'Can I try the method before I choose?',
        a: 'Yes. The free demo covers Stage 1 with 10 free AI validations, with no card needed.',
      },
    ],
    demoLink: 'Start the free demo on your dashboard',
  },
} as const;
