/** The /architects-method/ workspace a validated buyer lands on. */
export const WORKSPACE = {
  heading: "The Architect's Method Workspace",
  intro:
    'Your working area for the method: the seven stages in order, what each one leaves you with, and how to work with the AI assistant.',
  access: {
    demo: 'You are exploring in demo mode.',
    single: 'Single Book access',
    multi: 'Multi-Book access',
    until: (date: string) => `until ${date}`,
    none: 'Bought the method? Validate your purchase to record your access on this device.',
    validate: 'Validate a purchase',
  },
  stagesHeading: 'The Seven Stages',
  assistantHeading: 'How to Use the Assistant',
  assistantSteps: [
    'Start each session by telling the assistant which stage you are in, and paste your one-page brief.',
    "Share the stage's work, such as your premise, structure or scene map, and ask it to validate the work against the stage checklist.",
    'Act on the feedback, then ask for a second validation before you move on.',
    'Keep each deliverable in your own files: the assistant does not store your conversations.',
    'Move to the next stage only when the validation passes, and mark the stage done on your dashboard.',
  ],
  openAssistant: "Open the Architect's Method GPT",
  newTab: '(opens in a new tab)',
  dashboard: 'Track your book on the dashboard',
  privacy: 'How the assistant treats your writing',
} as const;
