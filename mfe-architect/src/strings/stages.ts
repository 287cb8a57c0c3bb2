/** The method's seven stages: names, what happens in each and what it leaves you with. Week ranges come from shared. */
export const STAGES = [
  {
    name: 'Site Survey',
    summary:
      "Define the book's promise, the reader it is for and the shelf it will sit on, so every later decision has something to be checked against.",
    deliverable: 'A one-page book brief',
  },
  {
    name: 'Foundations',
    summary:
      'Fix the premise, the central question and the ending you are writing towards: the load-bearing walls of the story.',
    deliverable: 'A premise statement and a known ending',
  },
  {
    name: 'Structural Frame',
    summary:
      'Lay out the architecture act by act: the inciting event, the turning points, the midpoint and the climax, tested against the brief.',
    deliverable: 'An act-by-act structure',
  },
  {
    name: 'Floor Plan',
    summary: 'Break the frame into chapters and scenes, each with a purpose, a point of view and a change.',
    deliverable: 'A chapter and scene map',
  },
  {
    name: 'Materials',
    summary:
      'Gather what the scenes are built from: character sheets, settings, research notes and a style sheet for names and spellings.',
    deliverable: 'A story bible',
  },
  {
    name: 'Scaffolding',
    summary:
      'Find the voice in two sample chapters, set a drafting rhythm you can keep, and stress-test the plan before the long build.',
    deliverable: 'Sample chapters and a drafting calendar',
  },
  {
    name: 'Construction',
    summary:
      'Draft the book scene by scene over 26 weeks, validating each milestone so the finished draft stands on its plan.',
    deliverable: 'A complete first draft',
  },
] as const;

export const STAGE_WORDS = {
  weeks: (range: string) => `Weeks ${range}`,
  stageNumber: (n: number) => `Stage ${n}`,
  deliverable: 'You finish with:',
} as const;
