import { icu } from '@publisher/shared/i18n/icu';
import type { Translated } from '../../strings/it';
import type { ORDER_MAIL } from './order-confirmation';
import type { REVERSAL_MAIL, Reversal } from './order-reversed';
import type { LayoutText } from '@publisher/shared-react/mail/layout';

/*
 * The order mail of an Italian order (issue 30): the same mail in Italian, ICU messages through
 * messageformat as commerce's other Italian strings (../../strings/it.ts). Server only.
 */

export type OrderMailStrings = Translated<typeof ORDER_MAIL>;

const subject = icu<{ reference: string }>('Il tuo ordine {reference} su Ashgrove Press');
const preview = icu<{ reference: string }>('Grazie per il tuo ordine. Il tuo riferimento è {reference}.');

export const ORDER_MAIL_IT: OrderMailStrings = {
  subject: (reference) => subject({ reference }),
  preview: (reference) => preview({ reference }),
  heading: 'Grazie per il tuo ordine',
  intro:
    'Il pagamento è andato a buon fine e il tuo ordine è confermato. Conserva questa e-mail: il suo riferimento è la prova del tuo acquisto.',
  reference: 'Riferimento dell’ordine',
  referenceHint:
    'Scrivilo insieme al tuo indirizzo e-mail ovunque ti chiediamo un numero d’ordine (I miei acquisti, le pagine di convalida).',
  ordered: 'Cosa hai ordinato',
  total: 'Totale pagato',
  extras: 'Spedizione e tasse',
  next: 'Cosa succede ora',
  print: 'Spediamo la tua copia nel Regno Unito. La consegna richiede da 3 a 7 giorni lavorativi.',
  printTo: 'Arriverà a:',
  printNoAddress: 'Arriverà all’indirizzo che hai indicato al pagamento.',
  flipbook: 'Il tuo flipbook completo è pronto da leggere nel browser.',
  readNow: 'Leggi ora',
  collectors: 'Apri il portale della Collector’s Edition con la tua e-mail e questo ordine già inseriti.',
  collectorsLink: 'Apri il portale della Collector’s Edition',
  digital: 'Convalida il tuo acquisto per aprire il download.',
  digitalLink: 'Convalida e scarica',
  plan: 'Il tuo piano è attivo: la tua dashboard ti aspetta.',
  planLink: 'Apri la dashboard',
  other: 'Il tuo acquisto è elencato in I miei acquisti.',
  otherLink: 'Apri I miei acquisti',
};

export const LAYOUT_TEXT_IT: LayoutText = {
  questions: 'Domande? Rispondi a questa e-mail o scrivi a',
  company: 'società n.',
};

const REVERSAL_SUBJECT_IT = {
  refunded: icu<{ reference: string }>('Il tuo ordine {reference} è stato rimborsato'),
  disputed: icu<{ reference: string }>('È stata aperta una contestazione sul tuo ordine {reference}'),
  chargebacked: icu<{ reference: string }>('La contestazione sul tuo ordine {reference} è chiusa'),
  restored: icu<{ reference: string }>('Il tuo ordine {reference} è di nuovo attivo'),
};

/** The status mails of an Italian order. */
export const REVERSAL_MAIL_IT: Translated<typeof REVERSAL_MAIL> = {
  subject: (reference: string, status: Reversal) => REVERSAL_SUBJECT_IT[status]({ reference }),
  heading: (status: Reversal) =>
    ({
      refunded: 'Il tuo ordine è stato rimborsato',
      disputed: 'Il tuo pagamento è contestato',
      chargebacked: 'La contestazione è chiusa',
      restored: 'Il tuo ordine è di nuovo attivo',
    })[status],
  body: (status: Reversal) =>
    ({
      refunded:
        'Abbiamo rimborsato il tuo pagamento. L’importo arriva sul tuo conto entro 5–10 giorni lavorativi, a seconda della tua banca.',
      disputed:
        'La tua banca ci ha comunicato che il pagamento di questo ordine è contestato. Finché la contestazione è aperta, l’ordine resta sospeso.',
      chargebacked:
        'La contestazione su questo ordine si è chiusa a favore della tua banca, che ti ha restituito il pagamento.',
      restored:
        'Il rimborso o la contestazione su questo ordine si è concluso con il pagamento confermato: il tuo ordine è di nuovo valido.',
    })[status],
  reference: `${ORDER_MAIL_IT.reference}:`,
  access: (status: Reversal) =>
    status === 'restored'
      ? 'Tutto ciò che questo ordine ti ha dato si apre di nuovo: il flipbook completo, i download e i link di convalida.'
      : 'L’accesso a ciò che questo ordine ti ha dato è terminato: il flipbook completo, i download e i link di convalida non si aprono più con questo ordine.',
  notYou: 'Se non te lo aspettavi, rispondi a questa e-mail e sistemeremo tutto.',
};
