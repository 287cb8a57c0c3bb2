import type { Book } from '@publisher/shared/contracts/content';
import type { RawRecord } from '@publisher/shared/server/ports/content-store';
import { checked, date, num, slugFrom, text, url } from './fields';
import { coverShareImage, coverUrl } from './map-cover';
import { resolveAuthor, resolveIsbn, type MappingContext } from './map-context';

/** Price as display text: numbers and numeric text are shown with two decimals ("12.99"). */
function priceText(value: unknown): string | null {
  const n = num(value);
  return n === null ? text(value) : n.toFixed(2);
}

/** A Books record (spec section 3, Book) in the API's shape. */
export function mapBook(record: RawRecord, ctx: MappingContext): Book {
  const f = record.fields;
  const title = text(f['Title']) ?? 'Untitled';
  const author = resolveAuthor(f['Author'], ctx);
  const sampleReaderUrl = text(f['Sample Reader URL']);
  return {
    id: record.id,
    slug: slugFrom(f, title, record.id),
    title,
    author: author.name,
    authorSlug: author.slug,
    description: text(f['Description']) ?? '',
    synopsis: text(f['Synopsis']) ?? '',
    excerpt: text(f['Excerpt']),
    metaDescription: text(f['Meta Description']),
    coverUrl: coverUrl(f),
    shareImage: coverShareImage(f),
    genre: text(f['Genre']),
    language: text(f['Language']),
    pages: num(f['Pages']),
    price: priceText(f['Price']),
    isbn: resolveIsbn(f['ISBNs'], ctx),
    publicationDate: date(f['Publication Date']),
    releaseDate: date(f['Release Date']),
    presales: checked(f['Presales']),
    presaleUrl: text(f['Smashwords Presale']),
    buyPrint: text(f['Buy Print']),
    buyEpub: text(f['Buy Epub']),
    buyKindle: text(f['Buy Kindle']),
    kdpLink: text(f['KDP_Link']),
    universalLink: text(f['Universal Link']),
    shareSellLink: text(f['Share & Sell Link']),
    stripePaymentLink: text(f['Stripe Payment Link']),
    gumroadUrl: text(f['Gumroad URL']),
    gumroadEnhancedUrl: text(f['Gumroad Enhanced URL']),
    collectorsGumroadUrl: text(f['Collectors Gumroad URL']),
    paypalButtonId: text(f['PayPal Button ID']),
    collectorsEdition: checked(f['Collectors Edition']),
    // Spec section 5: a sample is available only if the Sample Reader URL is non-blank.
    hasSample: sampleReaderUrl !== null,
    sampleReaderUrl,
    samplePdfUrl: url(f['Sample PDF']),
    sampleEpubUrl: url(f['Sample EPUB']),
    fullPdfUrl: url(f['Full PDF']),
    fullEpubUrl: url(f['Full EPUB']),
    offerFullFlipbook: checked(f['Offer Full Flipbook?']),
    flipbookPaymentLink: text(f['Flipbook Payment Link']),
    flipbookPriceId: text(f['Flipbook Price ID']),
    hasFullFlipbook: url(f['Full Flipbook URL']) !== null,
    featured: checked(f['Featured']),
    physicalPriceId: text(f['Physical Price ID']),
    availablePhysical: checked(f['Available Physical']),
    physicalPriceGbp: num(f['Physical Price GBP']),
    flipbookPriceGbp: num(f['Flipbook Price GBP']),
    collectorsPriceGbp: num(f['Collectors Price GBP']),
  };
}

/** The full flipbook URL: kept server-side, never part of the public Book. */
export function fullFlipbookUrlOf(record: RawRecord): string | null {
  return url(record.fields['Full Flipbook URL']);
}
