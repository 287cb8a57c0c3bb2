import { SITE } from '@publisher/shared/site';

/** /architect-privacy (spec section 2, Privacy pages): no user data is stored; effective 22 October 2025. */
export const PRIVACY = {
  heading: "Privacy Policy: The Architect's Method AI Writing Assistant",
  effective: 'Effective date: 22 October 2025',
  sections: [
    {
      heading: 'The short version',
      body: `The Architect's Method AI writing assistant does not store your data. What you type into the assistant is used only to answer you in that conversation and is not kept by ${SITE.legalName} afterwards.`,
    },
    {
      heading: 'What the assistant processes',
      body: 'When you use the assistant, the text you send (your questions, outlines and drafts) is processed to produce a reply. We do not save conversations, build profiles or use your writing to train models.',
    },
    {
      heading: 'No user data stored',
      body: 'We store no user data from the assistant: no conversation history, no manuscripts and no personal details.',
    },
    {
      heading: 'Your rights',
      body: 'Under UK GDPR you may ask what data we hold about you. Because the assistant stores none, there is nothing to return or delete, but we will confirm this in writing on request.',
    },
  ],
  subscription: {
    before:
      'If you subscribe to the method, your subscription, billing and book projects are handled under the website’s ',
    link: 'privacy policy',
    after: ', not this one.',
  },
  contactHeading: 'Contact',
  contactLead: 'Questions about this policy:',
} as const;
