export const HOME = {
  eyebrow: 'Independent publisher · London',
  heading: 'Stories worth keeping, made with care',
  lead: 'Ashgrove Press publishes fiction, non-fiction, short stories, music and educational titles in English and Italian — edited closely, designed beautifully and championed long after launch day.',
  heroNav: 'Explore Ashgrove Press',
  heroLinks: {
    books: 'Browse Books',
    authors: 'Meet Our Authors',
    services: 'Author Services',
    contact: 'Subscribe for Updates', // spec
  },
  featuredBooks: 'Featured Books',
  featuredStories: 'Featured Stories',
  allBooks: 'See all books',
  allStories: 'See all stories',
  loadingBooks: 'Loading featured books...',
  loadingStories: 'Loading featured stories...',
  errorBooks: 'We could not load the featured books just now.',
  errorStories: 'We could not load the featured stories just now.',
  noFeaturedBooks: 'New featured titles are on their way. Browse the full catalogue in the meantime.',
  noFeaturedStories: 'New featured stories are on their way. Browse every story in the meantime.',
  whatWePublish: 'What We Publish',
  publishes: [
    {
      title: 'Fiction',
      text: 'Literary and genre novels with a strong voice, from debut authors and established names alike.',
    },
    {
      title: 'Non-Fiction',
      text: 'Memoir, history and ideas, written for curious readers and researched with rigour.',
    },
    { title: 'Short Stories', text: 'Single stories and collections, published in print, ebook and online.' },
    {
      title: 'Music & Musical Papers',
      text: 'Songs, scores and printable music sheets from the composers and songwriters we believe in.',
    },
    {
      title: 'Educational',
      text: 'Maths workbooks for Years 6 to 11, built with teachers around the national curriculum.',
    },
  ],
  aboutHeading: 'About Ashgrove Press',
  aboutText:
    'We are a small, author-first house. We never charge authors to be published, we are open about how every book is promoted, and we pay fair royalties on every copy sold.',
  aboutLink: 'Read Our Story',
} as const;

export const STORY_CARD = {
  readMore: 'Read More', // spec (home)
  readMoreLower: 'Read more', // spec (stories grid)
  minutes: (n: number) => `${n} min read`,
  words: (n: string) => `${n} words`,
  tags: 'Tags',
  fullStory: 'Read the full story',
  excerpt: 'Excerpt',
  synopsis: 'Synopsis',
  coverAlt: (title: string) => `Illustration for ${title}`,
} as const;
