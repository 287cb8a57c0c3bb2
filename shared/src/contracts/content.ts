import * as z from 'zod/mini';

/*
 * Content as the API returns it: mapped from the database's field names (spec section 3)
 * to one stable shape, so no browser code knows Airtable's spelling. Dates are ISO strings
 * (YYYY-MM-DD or full ISO timestamps). A missing value is null, never undefined.
 */

const text = z.nullable(z.string());

/**
 * A raster picture (JPEG or PNG) for link previews: X, Facebook and LinkedIn take no SVG. It is
 * the record's image attachment itself when that is raster, else Airtable's full-size raster
 * thumbnail of it; width and height are the attachment's own, null when the record gives none.
 */
export const shareImageSchema = z.object({
  url: z.string(),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
});
export type ShareImage = z.infer<typeof shareImageSchema>;
const shareImage = z.nullable(shareImageSchema);

export const bookSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Author display name, resolved from `rec…` ids where the record linked them. */
  author: z.string(),
  authorSlug: text,
  description: z.string(),
  /** Free text; the detail page splits it by line. */
  synopsis: z.string(),
  excerpt: text,
  metaDescription: text,
  coverUrl: text,
  /** The cover as a raster image for link previews (og:image). */
  shareImage,
  genre: text,
  language: text,
  pages: z.nullable(z.number()),
  /** Display price text, e.g. "12.99" (GBP). */
  price: text,
  isbn: text,
  publicationDate: text,
  releaseDate: text,
  presales: z.boolean(),
  /** Presale link (Smashwords Presale). */
  presaleUrl: text,
  buyPrint: text,
  buyEpub: text,
  buyKindle: text,
  kdpLink: text,
  universalLink: text,
  shareSellLink: text,
  stripePaymentLink: text,
  gumroadUrl: text,
  gumroadEnhancedUrl: text,
  collectorsGumroadUrl: text,
  paypalButtonId: text,
  collectorsEdition: z.boolean(),
  hasSample: z.boolean(),
  sampleReaderUrl: text,
  samplePdfUrl: text,
  sampleEpubUrl: text,
  fullPdfUrl: text,
  fullEpubUrl: text,
  offerFullFlipbook: z.boolean(),
  flipbookPaymentLink: text,
  flipbookPriceId: text,
  /** What the full flipbook costs, GBP (Airtable "Flipbook Price GBP", decision 103); null when not given. */
  flipbookPriceGbp: z.nullable(z.number()),
  /** What the Collector's Edition costs where it is sold (Airtable "Collectors Price GBP"); null when not given. */
  collectorsPriceGbp: z.nullable(z.number()),
  /** True when a full flipbook exists; its URL is only given out by generate-flipbook-access. */
  hasFullFlipbook: z.boolean(),
  featured: z.boolean(),
  physicalPriceId: text,
  availablePhysical: z.boolean(),
  physicalPriceGbp: z.nullable(z.number()),
});
export type Book = z.infer<typeof bookSchema>;

/**
 * A book as the lists show it: the /books grid (cover, title, author, release chip, genre,
 * language, pages, description) and an author's works (matched by author / authorSlug).
 * `description` is already cut by the API to the spec's 150 characters with an ellipsis
 * (`cutText` of shared/src/domain/catalogue-text.ts, whitespace collapsed), so every page shows
 * the same text; the full text is on `GET /api/books/:slug`. `releaseDate` and `presales` stay
 * raw: the release state depends on today's date, and the answer is cached.
 */
export const bookSummarySchema = z.pick(bookSchema, {
  id: true,
  slug: true,
  title: true,
  author: true,
  authorSlug: true,
  description: true,
  coverUrl: true,
  genre: true,
  language: true,
  pages: true,
  releaseDate: true,
  presales: true,
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const storySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  author: z.string(),
  authorSlug: text,
  content: text,
  excerpt: text,
  synopsis: text,
  /** Minutes; 5 when the record has none. */
  readingTime: z.number(),
  wordCount: z.nullable(z.number()),
  storyType: text,
  tags: z.array(z.string()),
  featured: z.boolean(),
  storyOfTheWeek: z.boolean(),
  publishedDate: text,
  coverUrl: text,
  /** The cover as a raster image for link previews (og:image). */
  shareImage,
  metaDescription: text,
  buyPrint: text,
  buyEpub: text,
  buyKindle: text,
});
export type Story = z.infer<typeof storySchema>;

export const authorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  penNames: z.array(z.string()),
  bio: text,
  bioShort: text,
  photoUrl: text,
  /** The photo as a raster image for link previews (og:image). */
  shareImage,
  website: text,
  socialLinks: text,
  nationality: text,
  birthYear: z.nullable(z.number()),
  featured: z.boolean(),
  /** External profile URL: the card links "Profile (external)" when present. */
  profileUrl: text,
});
export type Author = z.infer<typeof authorSchema>;

export const musicEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  artist: text,
  language: text,
  description: text,
  artworkUrl: text,
  /** The artwork as a raster image for link previews (og:image). */
  shareImage,
  musicSheetAvailable: z.boolean(),
  enabled: z.boolean(),
  purchaseEnabled: z.boolean(),
  /** GBP. */
  price: z.nullable(z.number()),
  songUrl: text,
  releaseDate: text,
  comingSoon: z.boolean(),
  /** PayPal hosted-button id for the music sheet, when sold that way. */
  paypalButtonId: text,
});
export type MusicEntry = z.infer<typeof musicEntrySchema>;

/**
 * An episode's audio file as the record gives it (an attachment or a URL). `bytes` and `type`
 * come from the attachment when it has them; the RSS feed lists only episodes whose audio has
 * both a byte length and a type podcast apps accept.
 */
export const episodeAudioSchema = z.object({
  url: z.string(),
  /** File size in bytes (the attachment's size); null when the record only gives a URL. */
  bytes: z.nullable(z.number()),
  /** MIME type ("audio/mpeg"), from the attachment or guessed from the file extension. */
  type: text,
});
export type EpisodeAudio = z.infer<typeof episodeAudioSchema>;

export const podcastEpisodeSchema = z.object({
  id: z.string(),
  episodeNumber: z.nullable(z.number()),
  title: z.string(),
  releaseDate: text,
  description: text,
  spotifyEmbedUrl: text,
  spotifyUrl: text,
  applePodcastsUrl: text,
  googlePodcastsUrl: text,
  youtubeUrl: text,
  transcript: text,
  showNotes: text,
  /** The episode's own audio file; null for an announced, unrecorded episode. */
  audio: z.nullable(episodeAudioSchema),
});
export type PodcastEpisode = z.infer<typeof podcastEpisodeSchema>;

export const isbnSchema = z.object({ id: z.string(), value: z.string() });
export type Isbn = z.infer<typeof isbnSchema>;

/* Response bodies of the content endpoints (all GET, same origin). */

/** GET /api/books: every book, as summaries (what the lists show; full records by slug). */
export const bookSummaryListSchema = z.object({ books: z.array(bookSummarySchema) });
/** GET /api/books/featured: full records (the home page's preview dialog shows synopsis and buy links). */
export const bookListSchema = z.object({ books: z.array(bookSchema) });
/** GET /api/books/:slug (404 {error} when missing) */
export const bookResponseSchema = z.object({ book: bookSchema });
/** GET /api/stories and GET /api/stories/featured */
export const storyListSchema = z.object({ stories: z.array(storySchema) });
/** GET /api/stories/:slug */
export const storyResponseSchema = z.object({ story: storySchema });
/** GET /api/authors and GET /api/authors/featured */
export const authorListSchema = z.object({ authors: z.array(authorSchema) });
/** GET /api/authors/:slug */
export const authorResponseSchema = z.object({ author: authorSchema });
/** GET /api/music: only entries with artwork, cover image or image. */
export const musicListSchema = z.object({ entries: z.array(musicEntrySchema) });
/** GET /api/music/:slug */
export const musicEntryResponseSchema = z.object({ entry: musicEntrySchema });
/** GET /api/podcast: newest episode number first. */
export const podcastListSchema = z.object({ episodes: z.array(podcastEpisodeSchema) });
/** GET /api/isbns */
export const isbnListSchema = z.object({ isbns: z.array(isbnSchema) });

/** Every error the API answers has this shape, with a human sentence. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Slugs are validated before they reach a database formula. */
export const slugSchema = z.string().check(z.regex(/^[a-z0-9-]+$/), z.maxLength(120));
