export const SUBMISSIONS = {
  heading: 'Submissions',
  lead: 'We are open to fiction, non-fiction, short story collections and poetry from new and established writers. Read the guidelines, then send us your manuscript using the form below.',
  guidelinesHeading: 'Submission guidelines',
  lengthHeading: 'Length',
  length: ['Novels: 50,000-100,000 words.', 'Short story collections: 15,000-50,000 words.'],
  includeHeading: 'What to include',
  include: [
    'An author biography of 150-300 words.',
    'A synopsis of 3-5 pages.',
    'The first 30 pages for novels, or 10-15 poems for poetry.',
  ],
  formatHeading: 'Format',
  format: ['One DOCX file, shared via a Google Drive link with view access.'],
  reviewHeading: 'What happens next',
  review: ['Initial response: 4-6 weeks.', 'Full review: 8-12 weeks.'],
  reviewNote: 'We never charge a reading fee, and we reply to every submission that follows these guidelines.',
  formHeading: 'Send your submission',
  formLead:
    'The form prepares an e-mail to our submissions team in your own mail app, so nothing is sent until you press send there.',
  required: 'required',
  name: 'Name',
  email: 'E-mail',
  bookTitle: 'Book title',
  documentLink: 'Document link (Google Drive URL)',
  documentHint: 'Set sharing to “Anyone with the link can view”.',
  message: 'Message (optional)',
  submit: 'Prepare Submission',
  preparing: 'Preparing...',
  success: 'Your submission has been prepared! Your email client should open with the submission details.', // spec
  error: 'There was an error preparing your submission. Please try again or email us directly.', // spec
  reopen: 'Open the e-mail again',
  emailUs: 'E-mail us directly',
  subject: 'Submission', // spec
  body: {
    intro: 'Hello Ashgrove Press,\n\nPlease find my manuscript submission below.',
    name: 'Name',
    email: 'E-mail',
    bookTitle: 'Book title',
    documentLink: 'Document link',
    message: 'Message',
  },
} as const;
