import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MusicEntry } from '@publisher/shared/contracts/content';
import { isMusicComingSoon } from '../domain/catalogue-music';
import { cutText } from '@publisher/shared/domain/catalogue-text';
import { RESOURCES } from '../api-client/resources';
import { Empty, Loading, LoadError } from '../components/load-state';
import { Modal } from '../components/modal';
import { MusicActions, MusicFacts } from '../components/music-details';
import { useResource } from '../hooks/use-resource';
import { MUSIC } from '../strings/music';
import { useLang, withTitle } from '../i18n/locale';
import { englishPage } from '../i18n/english';

function MusicDialog({ entry, onClose }: { entry: MusicEntry; onClose: () => void }) {
  const titleId = useId();
  const lang = useLang();
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="cat-music-dialog">
      <div className="cat-dialog-head">
        {entry.artworkUrl && (
          <img
            src={entry.artworkUrl}
            alt={MUSIC.artworkAlt(entry.title)}
            width="200"
            height="200"
            className="cat-dialog-art"
          />
        )}
        <div>
          <h2 id={titleId} {...lang(entry)}>
            {entry.title}
          </h2>
          <MusicFacts entry={entry} />
        </div>
      </div>
      <MusicActions entry={entry} />
      <p>
        <Link to={`/music/${entry.slug}`}>{MUSIC.fullPage}</Link>
      </p>
    </Modal>
  );
}

function MusicPage() {
  const { state, retry } = useResource(RESOURCES.music());
  const lang = useLang();
  const [selected, setSelected] = useState<MusicEntry | null>(null);
  // The API lists only entries with artwork; this keeps the grid honest if a record slips through.
  const entries = state.status === 'ready' ? state.data.entries.filter((e) => e.artworkUrl) : [];
  return (
    <section className="page">
      <h1>{MUSIC.heading}</h1>
      <p className="cat-lead">{MUSIC.intro}</p>
      {state.status === 'loading' && <Loading text={MUSIC.loading} />}
      {state.status === 'error' && <LoadError text={MUSIC.error} onRetry={retry} />}
      {state.status === 'ready' && entries.length === 0 && <Empty text={MUSIC.empty} />}
      {entries.length > 0 && (
        <ul className="grid cat-music-grid" role="list">
          {entries.map((entry, i) => (
            <li key={entry.id} className="card cat-music-card">
              <img
                src={entry.artworkUrl ?? ''}
                alt={MUSIC.artworkAlt(entry.title)}
                width="400"
                height="400"
                loading={i < 4 ? 'eager' : 'lazy'}
              />
              <div className="cat-music-text">
                {isMusicComingSoon(entry) && <p className="cat-chip">{MUSIC.comingSoon}</p>}
                {/* A real link as well as the dialog: crawlers and new tabs reach the entry's own page. */}
                <h2 {...lang(entry)}>
                  <Link to={`/music/${entry.slug}`}>{entry.title}</Link>
                </h2>
                {entry.artist && <p className="cat-byline">{entry.artist}</p>}
                {entry.description && (
                  <p className="cat-card-text" {...lang(entry)}>
                    {cutText(entry.description)}
                  </p>
                )}
                <button
                  type="button"
                  className="button secondary"
                  aria-label={withTitle(MUSIC.details, entry.title)}
                  onClick={() => setSelected(entry)}
                >
                  {MUSIC.details}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {selected && <MusicDialog entry={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}

export default englishPage(MusicPage);
