export const STORIES = {
  heading: 'Short Stories',
  intro: 'Single stories and extracts from our collections: a few minutes each, and meant to stay with you.',
  loading: 'Loading stories...',
  empty: 'No stories available yet. Check back soon for new literary pieces!', // spec
  error: 'We could not load our stories just now. Please try again.',
  excerptLabel: 'Excerpt:',
  synopsisLabel: 'Synopsis:',
} as const;

export const STORY_DETAIL = {
  loading: 'Loading story...',
  notFoundHeading: 'Story Not Found',
  notFound: "We couldn't find a story with the slug",
  backToStories: 'Back to Stories',
  error: 'There was an error loading this story.',
  byAuthor: (name: string) => `by ${name}`,
  published: (date: string) => `Published ${date}`,
  synopsis: 'Synopsis',
  text: 'The story',
  excerptOnly: 'This is an excerpt. The full story is in the editions below.',
  buyHeading: 'Read the whole collection',
  storyOfTheWeek: 'Story of the Week',
} as const;

export const AUTHORS = {
  heading: 'Our Authors',
  intro: 'The writers and composers we publish, in English and Italian.',
  loading: 'Loading authors...',
  empty: 'No authors available yet. Check back soon to meet our writers!', // spec
  error: 'We could not load our authors just now. Please try again.',
  alsoKnownAs: 'Also known as', // spec
  born: (year: number) => `Born ${year}`, // spec: Born year
  profile: 'Profile (external)', // spec
  learnMore: 'Learn More', // spec
  photoAlt: (name: string) => `Portrait of ${name}`,
} as const;

export const AUTHOR_DETAIL = {
  loading: 'Loading author...',
  notFoundHeading: 'Author Not Found',
  notFound: "We couldn't find an author with the slug",
  backToAuthors: 'Back to Authors',
  error: 'There was an error loading this author.',
  about: 'About',
  website: 'Website',
  profile: 'Profile (external)',
  books: (name: string) => `Books by ${name}`,
  stories: (name: string) => `Stories by ${name}`,
  noBooks: 'No books by this author are in our catalogue yet.',
  allBooks: (n: number) => `See all ${n} books`,
  worksError: 'We could not load this author’s books just now.',
  nationality: 'Nationality',
  born: 'Born',
  penNames: 'Also known as',
} as const;
