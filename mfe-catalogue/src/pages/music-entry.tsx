import { Link, useParams } from 'react-router-dom';
import { isNotFound } from '@publisher/shared/api-client';
import { PageTitle } from '@publisher/shared-react/page-title';
import { RESOURCES } from '../api-client/resources';
import { Loading } from '../components/load-state';
import { MusicActions, MusicFacts } from '../components/music-details';
import { ErrorPanel, NotFoundPanel } from '../components/not-found';
import { useResource } from '../hooks/use-resource';
import { COMMON } from '../strings/common';
import { MUSIC } from '../strings/music';
import { useLang } from '../i18n/locale';
import { englishPage } from '../i18n/english';

function MusicEntryPage() {
  const { slug = '' } = useParams();
  const { state, retry } = useResource(RESOURCES.musicEntry(slug));
  const lang = useLang();

  if (state.status === 'loading') {
    return (
      <section className="page">
        <h1 className="visually-hidden">{MUSIC.loading}</h1>
        <Loading text={MUSIC.loading} />
      </section>
    );
  }
  if (state.status === 'error') {
    return isNotFound(state.error) ? (
      <NotFoundPanel
        heading={MUSIC.notFound}
        message={MUSIC.notFoundBody}
        backTo="/music"
        backLabel={MUSIC.backToMusic}
      />
    ) : (
      <ErrorPanel
        text={MUSIC.entryError}
        onRetry={retry}
        retryLabel={COMMON.retry}
        backTo="/music"
        backLabel={MUSIC.backToMusic}
      />
    );
  }
  const e = state.data.entry;
  return (
    <article className="page cat-music-entry">
      <PageTitle title={e.title} />
      <p className="cat-crumb">
        <Link to="/music">{MUSIC.backToMusic}</Link>
      </p>
      <div className="cat-music-layout">
        {e.artworkUrl && (
          <img src={e.artworkUrl} alt={MUSIC.artworkAlt(e.title)} width="400" height="400" className="cat-music-art" />
        )}
        <div>
          <h1 {...lang(e)}>{e.title}</h1>
          <MusicFacts entry={e} />
          <MusicActions entry={e} />
        </div>
      </div>
    </article>
  );
}

export default englishPage(MusicEntryPage);
