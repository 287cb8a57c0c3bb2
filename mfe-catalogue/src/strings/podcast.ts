export const PODCAST = {
  heading: 'The Ashgrove Podcast',
  subtitle: 'Literary conversations',
  intro:
    'Authors, translators and editors talk about how books are made: the first draft, the hard middle, the cover, and the long life after publication.',
  loading: 'Loading episodes...',
  error: 'We could not load the episodes just now. Please try again.',
  empty: 'Coming Soon!', // spec
  emptyBody: 'Our first episodes are being recorded. Subscribe for updates and be the first to listen.',
  subscribe: 'Subscribe for Updates',
  rss: 'Subscribe via RSS',
  /** The feed the API builds from the episodes (shared/src/seo.ts PODCAST_FEED_PATH). */
  rssHref: '/podcast/feed.xml',
  episode: (n: number) => `Episode ${n}`,
  dateTbd: 'Date TBD', // spec
  noDescription: 'Episode description coming soon...', // spec
  playerLoading: 'Loading player...',
  playerUnavailable: 'Podcast Player Unavailable', // spec
  playerUnavailableBody: 'The player could not be loaded here. Listen on your favourite platform instead:',
  listenOn: 'Listen on',
  playerTitle: (title: string) => `Podcast player: ${title}`,
  platforms: {
    spotify: 'Spotify',
    apple: 'Apple Podcasts',
    google: 'Google Podcasts',
    youtube: 'YouTube',
  },
  showNotes: 'Show notes',
  transcript: 'Transcript',
} as const;
