/*
 * The opening pages of the sample books: shown by the sample reader pages and written into
 * the sample PDFs and EPUBs. Original text for the embedded catalogue.
 */

export interface SamplePage {
  heading: string;
  paragraphs: string[];
}

export const crownlessPages: SamplePage[] = [
  {
    heading: 'One: The Frozen Harbour',
    paragraphs: [
      'The sea froze on the night they took her name, and by morning it was possible to walk to the islands.',
      'Isotta watched the first carts go out from the harbour wall, their wheels wrapped in sacking so they would not slip, and understood that the council had chosen its weather well. No ship could leave Varrow while the ice held. No ship could arrive. Whatever was decided in the long room above the customs house would be decided among the people already inside the city, and all of them had been at her coronation eleven days before.',
      'All of them, now, were very careful not to remember it.',
    ],
  },
  {
    heading: 'The Ledger',
    paragraphs: [
      'They came for her at noon, which was a courtesy. Three councillors in grey, and behind them a clerk carrying a ledger bound in green leather, the same ledger in which her oath had been written down.',
      '"There has been an error in the record," said the eldest, whose name was Aurel Vesk and who had held the crown above her head with hands that shook. "The ceremony was not completed. The oil was not blessed. The city has no queen, and so there is no one for us to depose."',
      '"Then what are you doing here?" Isotta asked.',
      'Vesk looked at the clerk. The clerk looked at the floor.',
    ],
  },
  {
    heading: 'The Falconer',
    paragraphs: [
      'They let her keep her cloak, her boots and one servant. She chose Maren, the falconer, because he was deaf and could not be made to repeat anything he had heard, and because he was the only person in the palace who had not lowered his eyes when she passed.',
      "At the harbour wall Maren took the ledger from the clerk's hands as if it were a hooded bird, tucked it inside his coat, and walked out onto the ice without looking back. Nobody stopped him. It occurred to Isotta, following, that nobody in Varrow had ever imagined a deaf man might be able to read.",
    ],
  },
];

export const saltOrchardPages: SamplePage[] = [
  {
    heading: 'Chapter One: March',
    paragraphs: [
      'Apples remember everything. Cut one open in March and you can read the whole of last summer in it: the dry fortnight in July in the tight grain near the core, the August rain in the looseness under the skin, the first frost in the faint brown bruise where it lay against its neighbour in the store.',
      'Ruth Carrow cut one open every morning of the year her grandmother died, standing at the sink in the farmhouse on Tydd Fen with a paring knife and the radio on low, and every morning she read the same thing. Last summer had been a good one. It was the only thing she was sure of.',
    ],
  },
  {
    heading: 'The Beefing',
    paragraphs: [
      "The orchard stood on land that had been sea within living memory, or within her grandmother's memory at least, which was not the same thing. Forty acres behind a bank of clay and turf, twelve hundred trees in rows so straight you could sight a rifle down them, Bramleys and Laxtons and a single ancient Norfolk Beefing that nobody had planted and nobody would cut down.",
      '"It chose us," her grandmother used to say of the Beefing. "Everything else we chose."',
      'Ruth had always taken this for a joke. She found out in April that it was an accusation.',
    ],
  },
  {
    heading: 'The Spring Tide',
    paragraphs: [
      'The tide came over the bank on the fourteenth of April, a spring tide pushed by a north-easterly that had been blowing for three days. It did not come in a wave. It came the way water comes through the sole of a boot, unhurried, already everywhere by the time you notice it.',
      'By morning the lower rows stood in a sheet of brown water that held the sky and the blossom together, so that the trees seemed to flower upwards and downwards at once. It was, her brother said, standing beside her in his waders, the most beautiful thing he had ever seen.',
      'Then he said how much it would cost.',
    ],
  },
];

export const cartographerPages: SamplePage[] = [
  {
    heading: 'I. Genoa, the winter of 1571',
    paragraphs: [
      'A coastline is a sentence the sea has not finished writing. Her husband said that, or something like it, on the night he first let her ink a chart, and Benedetta Sauli had thought it a lovely thing to say until she understood that he meant it as a warning.',
      'Now he was three weeks in the ground at San Donato and the sentence was hers to finish. Forty sheets of the great atlas lay on the workshop table under the north window, thirty-one complete, nine still showing the faint lead lines of his drawing, and the subscribers had paid for all forty in advance.',
    ],
  },
  {
    heading: 'Mare di Ponente',
    paragraphs: [
      'She worked at night because the days were for creditors. By candlelight the vellum took on the colour of skin, and the coasts she copied, Sardinia, the Barbary shore, the long broken arm of the Morea, seemed less like places than like scars she was tracing on someone asleep.',
      'On the ninth night she reached the sheet her husband had labelled, in his small upright hand, Mare di Ponente, parte seconda. It showed open water west of Corsica, the rhumb lines opening from a compass rose like the ribs of a fan.',
      'It also showed an island.',
    ],
  },
  {
    heading: 'Isola Taciuta',
    paragraphs: [
      'It was small, no larger than her thumbnail, shaped like a seed or a closed eye, and it had a name written beside it in red: Isola Taciuta. The silent island, or the island nobody mentions.',
      'Benedetta took down the Benincasa portolan, the Ptolemy, the charts her husband had bought from the Catalans at ruinous prices. None of them showed anything west of Corsica but water.',
      'She sat for a long time with the candle guttering. Then she inked the island in, exactly as he had drawn it, because she had been paid to finish his work and not to correct it. Two days later, the first of the subscribers was found floating in the Darsena.',
    ],
  },
];

/** The whole novella (its full PDF and EPUB); the sample is the first two pages. */
export const giardinoPages: SamplePage[] = [
  {
    heading: 'Le sette del mattino',
    paragraphs: [
      "Alle sette si aprono le bocche di leone. Agnese lo sa senza guardare l'orologio, perché l'orologio della villa è fermo dal 1966, dall'anno dell'alluvione, e da allora nessuno ha più avuto bisogno di caricarlo: basta il giardino.",
      "Lo disegnò un Lanfranchi che aveva letto Linneo e non si fidava dei campanili. Ogni aiuola un'ora, ogni ora un fiore che si apre o si chiude. Chi sa leggerlo, diceva, non arriva mai in ritardo a niente, tranne che alla propria vita.",
    ],
  },
  {
    heading: 'Le nove',
    paragraphs: [
      'Il ragazzo arriva alle nove, quando si aprono le calendule, e ha le mani in tasca. Si chiama Davide, ha diciassette anni e lo manda il comune, perché qualcuno deve imparare prima che Agnese non ci sia più a insegnare.',
      "«Questa è salvia», gli dice lei, e gli mette una foglia tra le dita. «È uguale all'altra.» «L'altra è ortica. Domani te ne accorgi.»",
      'Il giorno dopo Davide arriva con una mano fasciata e non dice niente, e Agnese decide che forse, dopotutto, si può lavorare con lui.',
    ],
  },
  {
    heading: 'Mezzogiorno',
    paragraphs: [
      "A mezzogiorno il giardino tace. Le ipomee si sono già chiuse, le portulache sono spalancate al sole, e non c'è niente da fare se non guardare. Agnese mangia pane e formaggio sulla panca di pietra sotto il glicine e Davide, per la prima volta, si siede accanto a lei invece di guardare il telefono.",
      "«Perché non lo ripara, l'orologio?» «Perché dovrei? Non ha mai sbagliato un'ora.» «È fermo.» «Appunto», dice Agnese. «Per questo non sbaglia.»",
    ],
  },
  {
    heading: 'Le sei di sera',
    paragraphs: [
      "Alle sei si aprono le belle di notte, gialle e fucsia, e l'aria si riempie di un profumo che a Davide ricorda qualcosa che non sa dire. Agnese gli insegna a potare le rose senza ferirle, a tagliare sopra la gemma che guarda verso l'esterno, perché il ramo cresca aperto e non si soffochi.",
      '«Come le persone», dice lui, e si vergogna subito di averlo detto. Agnese non ride. Taglia, guarda la gemma, taglia di nuovo. «Come tutto», risponde.',
    ],
  },
  {
    heading: 'Mezzanotte',
    paragraphs: [
      "A ottobre Agnese non viene più. Davide apre il cancello alle sette, quando si aprono le bocche di leone, e trova sulla panca di pietra un quaderno con la copertina di tela: cinquant'anni di date, di semine, di gelate, scritti con la stessa calligrafia minuta.",
      "Sull'ultima pagina c'è una sola riga: Il giardino sa l'ora. Tu impara il resto.",
      "Quella sera, per la prima volta, Davide resta fino a mezzanotte, quando non si apre niente, per vedere com'è il giardino quando non deve dimostrare nulla a nessuno.",
    ],
  },
];
