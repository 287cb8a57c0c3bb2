import { icu } from '@publisher/shared/i18n/icu';
import type { Strings } from '../i18n/locale';
import { ITALIAN_HOME } from './it-home';

/*
 * The Italian catalogue (docs/decisions/131): every interface string of the Italian edition's
 * pages, in the shape of the English ones (../i18n/locale.tsx checks that none is missing). Messages
 * with values are ICU MessageFormat, plurals by Italian rules. Loaded only by the Italian pages.
 */

const coverAlt = icu<{ title: string }>('Copertina di {title}');
const expected = icu<{ date: string }>('Data di uscita prevista: {date}');
const frameTitle = icu<{ title: string }>('Anteprima di {title}');
const flipbookPrice = icu<{ price: string }>('Flipbook completo: {price}.');
const collectorsBuy = icu<{ price: string }>(
  "{price, select, none {Acquista la Collector's Edition su Gumroad} other {Acquista la Collector's Edition ({price}) su Gumroad}}",
);
const byAuthor = icu<{ name: string }>('di {name}');
const minutes = icu<{ n: number }>('{n, plural, one {# minuto di lettura} other {# minuti di lettura}}');
const words = icu<{ n: string }>('{n} parole');
const storyCover = icu<{ title: string }>('Illustrazione per {title}');
const withCount = icu<{ label: string; count: number }>('{label} ({count})');
const showing = icu<{ from: number; to: number; total: number }>(
  '{total, plural, one {Libro {from}–{to} di #.} other {Libri {from}–{to} di #.}}',
);
const pastEnd = icu<{ page: number; last: number }>("Non esiste la pagina {page}: l'ultima è la {last}.");
const lastPage = icu<{ last: number }>("Vai all'ultima pagina ({last})");
const pageN = icu<{ n: number }>('Pagina {n}');
const results = icu<{ n: number; q: string }>(
  '{n, plural, one {# risultato per “{q}”.} other {# risultati per “{q}”.}}',
);
const more = icu<{ shown: number }>('Ecco i {shown} più pertinenti. Aggiungi una parola per restringere la ricerca.');
const none = icu<{ q: string }>('Nessun risultato per “{q}”. Prova con meno parole o controlla l’ortografia.');
const titleFor = icu<{ q: string }>('Cerca: {q}');
const published = icu<{ date: string }>('Pubblicato il {date}');
const born = icu<{ year: number }>('Nato nel {year, number, ::group-off}');
const photoAlt = icu<{ name: string }>('Ritratto di {name}');
const booksBy = icu<{ name: string }>('Libri di {name}');
const storiesBy = icu<{ name: string }>('Racconti di {name}');
const allBooks = icu<{ n: number }>('{n, plural, one {Vedi il libro} other {Vedi tutti i # libri}}');
const booksPage = icu<{ n: number }>('Libri, pagina {n}');

export const ITALIAN_STRINGS: Strings = {
  COMMON: {
    retry: 'Riprova',
    closeDialog: 'Chiudi la finestra',
    readMore: 'Leggi di più',
    readLess: 'Leggi meno',
    opensInNewTab: '(si apre in una nuova scheda)',
    genre: 'Genere',
    language: 'Lingua',
    pages: 'Pagine',
    isbn: 'ISBN',
    published: 'Pubblicato',
  },
  PURCHASE: {
    buyPrint: 'Acquista il cartaceo',
    buyEpub: "Acquista l'ePub",
    buyKindle: 'Acquista per Kindle',
    linksLabel: 'Dove acquistarlo',
    comingSoon: 'In arrivo',
    expected: (date) => expected({ date }),
    expectedUnknown: 'Data di uscita da annunciare',
    presale: 'In prevendita',
    presaleLead: 'Prenota ora la tua copia: arriverà il giorno della pubblicazione.',
    presaleLink: 'Preordina ora',
    noLinks: 'I link per acquistare questo titolo stanno arrivando. Scrivici per prenotarne una copia.',
  },
  PREVIEW: {
    loading: "Caricamento dell'anteprima...",
    unavailable: 'Anteprima non disponibile',
    unavailableBody: "Non è stato possibile mostrare qui l'anteprima. Puoi comunque aprirla direttamente.",
    openInNewTab: "Apri l'anteprima in una nuova scheda",
    notAvailable: 'Anteprima non disponibile',
    notAvailableBody: 'Non esiste ancora un’anteprima gratuita di questo libro.',
    frameTitle: (title) => frameTitle({ title }),
  },
  BOOKS: {
    heading: 'I nostri libri in italiano',
    intro: 'Romanzi, novelle e raccolte di Ashgrove Press scritti in italiano.',
    loading: 'Caricamento dei libri...',
    empty: 'Non ci sono ancora libri. Torna presto a trovarci!',
    error: 'Non siamo riusciti a caricare i libri. Riprova.',
    coverAlt: (title) => coverAlt({ title }),
    previewBook: "Sfoglia l'anteprima",
    viewDetails: 'Vedi i dettagli',
    fullDetails: 'Vai alla pagina del libro',
  },
  BOOK_DETAIL: {
    notFoundHeading: 'Libro non trovato',
    notFound: 'Non abbiamo trovato un libro con lo slug',
    backToBooks: 'Torna ai libri',
    error: 'Si è verificato un errore nel caricare questo libro.',
    loading: 'Caricamento del libro...',
    synopsis: 'Trama',
    readSample: 'Leggi un estratto (gratis)',
    readFullFlipbook: 'Leggi il flipbook completo (scontato)',
    flipbookLead: 'Leggi il libro completo come flipbook illustrato, a un prezzo scontato per i lettori.',
    flipbookPrice: (price) => flipbookPrice({ price }),
    collectorsHeading: "Collector's Edition",
    collectorsLead:
      'Il flipbook speciale con illustrazioni, colonna sonora e contenuti extra, in vendita sul nostro negozio Gumroad.',
    collectorsBuy: (price) => collectorsBuy({ price: price ?? 'none' }),
    collectorsOwned: "L'hai già acquistata?",
    collectorsOpen: "Apri la Collector's Edition",
    processing: 'Elaborazione...',
    checkoutFailed: 'Non è stato possibile avviare il pagamento',
    purchaseFailed: 'Acquisto non riuscito. Riprova.',
    byAuthor: (name) => byAuthor({ name }),
  },
  PHYSICAL: {
    notAvailable: 'Il libro cartaceo non è acquistabile',
    basketUnavailable: 'Il carrello non è raggiungibile in questo momento. Riprova tra poco.',
  },
  HOME: ITALIAN_HOME,
  STORY_CARD: {
    readMore: 'Leggi di più',
    readMoreLower: 'Leggi di più',
    minutes: (n) => minutes({ n }),
    words: (n) => words({ n }),
    tags: 'Etichette',
    fullStory: 'Leggi il racconto completo',
    excerpt: 'Estratto',
    synopsis: 'Trama',
    coverAlt: (title) => storyCover({ title }),
  },
  BOOK_FILTERS: {
    formLabel: 'Filtra e ordina i libri',
    genre: 'Genere',
    anyGenre: 'Tutti i generi',
    language: 'Lingua',
    anyLanguage: 'Tutte le lingue',
    author: 'Autore',
    anyAuthor: 'Tutti gli autori',
    format: 'Formato',
    anyFormat: 'Tutti i formati',
    formats: { print: 'Cartaceo', ebook: 'Ebook', flipbook: 'Flipbook' },
    availability: 'Disponibilità',
    anyAvailability: 'Qualsiasi disponibilità',
    availabilities: { 'on-sale': 'In vendita', presale: 'In prevendita', 'coming-soon': 'In arrivo' },
    sort: 'Ordina per',
    sorts: { newest: 'Più recenti', title: 'Titolo, dalla A alla Z' },
    apply: 'Mostra i libri',
    clear: 'Azzera i filtri',
    withCount: (label, count) => withCount({ label, count }),
    showing: (from, to, total) => showing({ from, to, total }),
    noMatch: 'Nessun libro corrisponde a queste scelte.',
    invalid: 'Questa scelta non è tra quelle offerte dal catalogo.',
    pastEnd: (page, last) => pastEnd({ page, last }),
    lastPage: (last) => lastPage({ last }),
    pages: 'Pagine',
    previous: 'Pagina precedente',
    next: 'Pagina successiva',
    page: (n) => pageN({ n }),
  },
  SEARCH: {
    heading: 'Cerca',
    label: 'Cerca libri, racconti, autori e musica',
    placeholder: 'Titolo, autore, genere o ISBN',
    submit: 'Cerca',
    prompt: 'Scrivi un titolo, un autore, uno pseudonimo, un genere o un ISBN.',
    loading: 'Ricerca in corso...',
    error: 'Non siamo riusciti a cercare. Riprova.',
    tooLong: 'Cerca con al massimo 200 caratteri.',
    results: (n, q) => results({ n, q }),
    more: (shown) => more({ shown }),
    none: (q) => none({ q }),
    browse: 'Sfoglia tutti i libri',
    kinds: { book: 'Libro', story: 'Racconto', author: 'Autore', music: 'Musica' },
    titleFor: (q) => titleFor({ q }),
  },
  STORIES: {
    heading: 'Racconti',
    intro: 'Racconti singoli ed estratti dalle nostre raccolte: pochi minuti ciascuno, fatti per restare con te.',
    loading: 'Caricamento dei racconti...',
    empty: 'Non ci sono ancora racconti. Torna presto per nuove letture!',
    error: 'Non siamo riusciti a caricare i racconti. Riprova.',
    excerptLabel: 'Estratto:',
    synopsisLabel: 'Trama:',
  },
  STORY_DETAIL: {
    loading: 'Caricamento del racconto...',
    notFoundHeading: 'Racconto non trovato',
    notFound: 'Non abbiamo trovato un racconto con lo slug',
    backToStories: 'Torna ai racconti',
    error: 'Si è verificato un errore nel caricare questo racconto.',
    byAuthor: (name) => byAuthor({ name }),
    published: (date) => published({ date }),
    synopsis: 'Trama',
    text: 'Il racconto',
    excerptOnly: 'Questo è un estratto. Il racconto completo è nelle edizioni qui sotto.',
    buyHeading: 'Leggi tutta la raccolta',
    storyOfTheWeek: 'Racconto della settimana',
  },
  AUTHORS: {
    heading: 'I nostri autori',
    intro: 'Gli scrittori e i compositori che pubblichiamo, in inglese e in italiano.',
    loading: 'Caricamento degli autori...',
    empty: 'Non ci sono ancora autori. Torna presto a conoscerli!',
    error: 'Non siamo riusciti a caricare gli autori. Riprova.',
    alsoKnownAs: 'Conosciuto anche come',
    born: (year) => born({ year }),
    profile: 'Profilo (esterno)',
    learnMore: 'Scopri di più',
    photoAlt: (name) => photoAlt({ name }),
  },
  AUTHOR_DETAIL: {
    loading: "Caricamento dell'autore...",
    notFoundHeading: 'Autore non trovato',
    notFound: 'Non abbiamo trovato un autore con lo slug',
    backToAuthors: 'Torna agli autori',
    error: 'Si è verificato un errore nel caricare questo autore.',
    about: 'Biografia',
    website: 'Sito web',
    profile: 'Profilo (esterno)',
    books: (name) => booksBy({ name }),
    stories: (name) => storiesBy({ name }),
    noBooks: 'Nel nostro catalogo non ci sono ancora libri di questo autore.',
    allBooks: (n) => allBooks({ n }),
    worksError: 'Non siamo riusciti a caricare i libri di questo autore.',
    nationality: 'Nazionalità',
    born: 'Anno di nascita',
    penNames: 'Conosciuto anche come',
  },
  NOTIFY: {
    book: {
      button: 'Avvisami',
      intro: 'Lascia il tuo indirizzo e-mail: ti scriveremo una sola volta, quando il libro sarà uscito.',
    },
    updates: {
      heading: 'Iscriviti agli aggiornamenti',
      intro: 'Nuovi libri, quaderni e racconti, via e-mail quando escono. Nient’altro.',
      button: 'Iscriviti agli aggiornamenti',
    },
    email: 'Il tuo indirizzo e-mail',
    failed: 'Non siamo riusciti a registrare la tua iscrizione. Riprova tra qualche minuto.',
    privacy:
      'Prima ti inviamo un link di conferma. Ogni e-mail ha un link per annullare l’iscrizione con un clic. Leggi la nostra',
    privacyLink: 'informativa sulla privacy',
  },
  EDITION: { label: 'Altra lingua' },
  TITLES: { booksPage: (n) => booksPage({ n }) },
};
