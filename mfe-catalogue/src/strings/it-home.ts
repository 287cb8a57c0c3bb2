import type { Strings } from '../i18n/locale';

/** The Italian home page's strings (docs/decisions/131), part of ITALIAN_STRINGS (./it.ts). */
export const ITALIAN_HOME: Strings['HOME'] = {
  eyebrow: 'Editore indipendente · Londra',
  heading: 'Storie da custodire, fatte con cura',
  lead: 'Ashgrove Press pubblica narrativa, saggistica, racconti, musica e titoli per la scuola in inglese e in italiano: curati da vicino, disegnati con gusto e sostenuti ben oltre il giorno di uscita.',
  heroNav: 'Esplora Ashgrove Press',
  heroLinks: {
    books: 'Sfoglia i libri',
    authors: 'I nostri autori',
    services: 'Servizi per autori',
    contact: 'Iscriviti agli aggiornamenti',
  },
  featuredBooks: 'Libri in evidenza',
  featuredStories: 'Racconti in evidenza',
  allBooks: 'Tutti i libri in italiano',
  allStories: 'Tutti i racconti',
  loadingBooks: 'Caricamento dei libri in evidenza...',
  loadingStories: 'Caricamento dei racconti in evidenza...',
  errorBooks: 'Non siamo riusciti a caricare i libri in evidenza.',
  errorStories: 'Non siamo riusciti a caricare i racconti in evidenza.',
  noFeaturedBooks: 'Nuovi titoli in evidenza sono in arrivo. Nel frattempo sfoglia tutto il catalogo.',
  noFeaturedStories: 'Nuovi racconti in evidenza sono in arrivo. Nel frattempo leggi tutti i racconti.',
  whatWePublish: 'Cosa pubblichiamo',
  publishes: [
    {
      title: 'Narrativa',
      text: 'Romanzi letterari e di genere con una voce forte, di esordienti e di autori affermati.',
    },
    {
      title: 'Saggistica',
      text: 'Memorie, storia e idee, scritte per lettori curiosi e documentate con rigore.',
    },
    { title: 'Racconti', text: 'Racconti singoli e raccolte, pubblicati in cartaceo, ebook e online.' },
    {
      title: 'Musica e spartiti',
      text: 'Canzoni, partiture e spartiti da stampare, dei compositori e autori in cui crediamo.',
    },
    {
      title: 'Scuola',
      text: 'Quaderni di matematica per gli anni dal 6 all’11, costruiti con gli insegnanti sul curricolo nazionale inglese.',
    },
  ],
  aboutHeading: 'Chi è Ashgrove Press',
  aboutText:
    'Siamo una piccola casa editrice che mette al primo posto gli autori. Non chiediamo mai denaro per pubblicare, diciamo apertamente come promuoviamo ogni libro e paghiamo diritti equi su ogni copia venduta.',
  aboutLink: 'La nostra storia',
};
