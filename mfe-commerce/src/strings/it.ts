import { icu } from '@publisher/shared/i18n/icu';
import { MAX_PRINT_COPIES } from '@publisher/shared/domain/print-copies';
import type { BuyBoxStrings } from '../fragments/strings';
import type { ORDERS } from './orders';

/*
 * Commerce's Italian catalogue (issue 30): the thank-you and checkout-cancelled pages an Italian
 * page's buyer returns to, in the shape of the English ones. Messages with values are ICU MessageFormat through
 * messageformat, compiled at build time as the catalogue's are (shared/build/src/precompile-icu.ts).
 * Loaded only by those two Italian pages.
 */

/** The same shape as an English string table, with any text in place of each literal. */
export type Translated<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export type ThankYouStrings = Translated<typeof ORDERS.thankYou>;
export type CancelledStrings = Translated<typeof ORDERS.cancelled>;

const readNow = icu<{ title: string }>('Leggi ora {title}');

export const THANK_YOU_IT: ThankYouStrings = {
  heading: 'Grazie per il tuo ordine',
  confirmed: 'Il pagamento è andato a buon fine e il tuo ordine è confermato.',
  reference: 'Riferimento dell’ordine',
  mailed:
    'Una conferma con questo riferimento sta arrivando nella tua casella di posta. Conservala: è la prova del tuo acquisto.',
  nextSteps: 'Cosa succede ora',
  digitalHeading: 'Prodotti digitali',
  digital:
    'I link per il download arrivano per e-mail dal nostro negozio. Se non li vedi entro pochi minuti, controlla la cartella della posta indesiderata.',
  physicalHeading: 'Libri stampati',
  physical:
    'Il fornitore del pagamento ti invia per e-mail la conferma della spedizione. Spediamo solo nel Regno Unito; la consegna richiede da 3 a 7 giorni lavorativi.',
  basketCleared: 'Il tuo carrello è stato svuotato ora che l’ordine è completo.',
  questions: 'Domande sul tuo ordine? Scrivici a',
  browse: 'Continua a sfogliare i libri',
  flipbookHeading: 'Il tuo flipbook completo è pronto',
  flipbookBody:
    'Si apre ora in questo browser; da un altro dispositivo usa I miei acquisti con la tua e-mail e questo riferimento dell’ordine.',
  readNow: (title) => readNow({ title }),
};

export const CANCELLED_IT: CancelledStrings = {
  heading: 'Pagamento annullato',
  body: 'Il pagamento è stato annullato e non ti è stato addebitato nulla.',
  basketKept: 'Il tuo carrello è esattamente come lo hai lasciato.',
  backToBasket: 'Torna al carrello',
  nothingLost: 'Non hai perso nulla: puoi tornare al negozio quando vuoi.',
  browse: 'Continua a sfogliare i libri',
  questions: 'Domande? Scrivici a',
};

/** The buy box a book page of the catalogue places (decision 136): the words the catalogue's Italian box said. */
const copiesAdded = icu<{ n: number }>(
  '{n, plural, one {# copia aggiunta al carrello.} other {# copie aggiunte al carrello.}}',
);
const copiesLimit = icu<{ n: number }>(
  '{n, plural, one {Puoi ordinare al massimo # copia di un libro stampato.} other {Puoi ordinare fino a # copie di un libro stampato.}}',
);

export const BUY_BOX_IT: BuyBoxStrings = {
  heading: 'Edizione cartacea',
  quantity: 'Quantità',
  buy: 'Acquista il cartaceo',
  shipping:
    'Spedizione solo nel Regno Unito. Consegna in 3-7 giorni lavorativi. Spese di spedizione calcolate al pagamento.',
  addToBasket: 'Aggiungi al carrello',
  added: (n) => copiesAdded({ n }),
  viewBasket: 'Vai al carrello',
  limit: copiesLimit({ n: MAX_PRINT_COPIES }),
  processing: 'Elaborazione...',
  checkoutFailed: 'Non è stato possibile avviare il pagamento',
  purchaseFailed: 'Acquisto non riuscito. Riprova.',
};
