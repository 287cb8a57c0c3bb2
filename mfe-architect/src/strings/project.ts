/** A subscriber's project page: the seven stages of one book. */
export const PROJECT = {
  loading: 'Loading your project...',
  notFound: 'Project Not Found',
  notFoundBody: "We couldn't find this project for the e-mail address on this device.",
  loadFailed: "We couldn't load this project. Please try again.",
  retry: 'Try Again',
  back: 'Back to Dashboard',
  progress: (x: number) => `Stage ${x} of 7`,
  validations: (n: number) => (n === 1 ? '1 validation used' : `${n} validations used`),
  created: (date: string) => `Created ${date}`,
  stagesHeading: 'Stages',
  states: { done: 'Done', current: 'In progress', upcoming: 'Not started' },
  markDone: (n: number) => `Mark Stage ${n} Done`,
  saving: 'Saving...',
  saved: (n: number) => `Stage ${n} marked done.`,
  saveFailed: "We couldn't save your progress. Please try again.",
  complete: 'All seven stages are done: your first draft is built.',
  /** A project beyond the plan's limit (decision 142). */
  readOnly:
    'This project is read-only: your plan has no room for it as an active project. Upgrade your plan to work on it again.',
} as const;
