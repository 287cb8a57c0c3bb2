import type { MusicEntry } from '@publisher/shared/contracts/content';
import { formatGbp } from '@publisher/shared/domain/format';
import { isReleaseDayPast, musicActions } from '../domain/catalogue-music';
import { present } from '@publisher/shared/domain/catalogue-text';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { MUSIC } from '../strings/music';
import { useLang } from '../i18n/locale';
import { ExternalLink } from './external-link';
import { PayPalButton } from './paypal-button';

/**
 * What a music entry offers (spec section 4): Coming Soon, or a listen link and/or the
 * buy-music-sheet button (price in GBP).
 */
export function MusicActions({ entry }: { entry: MusicEntry }) {
  const actions = musicActions(entry);
  if (actions.kind === 'coming-soon') {
    return (
      <div className="notice cat-release" data-music-state="coming-soon">
        <p className="cat-release-title">{MUSIC.comingSoon}</p>
        <p>{MUSIC.comingSoonBody}</p>
      </div>
    );
  }
  return (
    <div className="cat-music-actions" data-music-state="available">
      {actions.listenUrl && (
        <p>
          <ExternalLink href={actions.listenUrl} className="button">
            {MUSIC.listen}
          </ExternalLink>
        </p>
      )}
      {actions.buySheet && (
        <section className="card cat-sheet" aria-label={MUSIC.sheetHeading}>
          <p className="cat-price">
            {entry.price !== null ? MUSIC.sheetPrice(formatGbp(entry.price)) : MUSIC.sheetHeading}
          </p>
          <p className="muted cat-small">{MUSIC.sheetLead}</p>
          <PayPalButton buttonId={present(entry.paypalButtonId)} title={entry.title} />
        </section>
      )}
    </div>
  );
}

/** Artist, language, release date and description of an entry. */
export function MusicFacts({ entry }: { entry: MusicEntry }) {
  const day = formatLongDay(entry.releaseDate);
  const past = isReleaseDayPast(entry.releaseDate);
  const lang = useLang();
  return (
    <>
      {entry.artist && <p className="cat-byline">{entry.artist}</p>}
      <p className="cat-meta">
        {entry.language && <span>{entry.language}</span>}
        {day && <span>{past === false ? MUSIC.expected(day) : MUSIC.released(day)}</span>}
      </p>
      {entry.description && <p {...lang(entry)}>{entry.description}</p>}
    </>
  );
}
