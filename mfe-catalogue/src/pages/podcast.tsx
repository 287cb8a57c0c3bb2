import { Link } from 'react-router-dom';
import type { PodcastEpisode } from '@publisher/shared/contracts/content';
import { sortEpisodes } from '@publisher/shared/domain/catalogue-podcast';
import { present } from '@publisher/shared/domain/catalogue-text';
import { RESOURCES } from '../api-client/resources';
import { Loading, LoadError } from '../components/load-state';
import { PodcastPlayer } from '../components/podcast-player';
import { useResource } from '../hooks/use-resource';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { PODCAST } from '../strings/podcast';
import { englishPage } from '../i18n/english';

function Episode({ episode }: { episode: PodcastEpisode }) {
  const date = formatLongDay(episode.releaseDate);
  const notes = present(episode.showNotes);
  const transcript = present(episode.transcript);
  return (
    <li className="card cat-episode">
      <p className="cat-meta">
        {episode.episodeNumber !== null && <span className="cat-chip">{PODCAST.episode(episode.episodeNumber)}</span>}
        <span>{date ?? PODCAST.dateTbd}</span>
      </p>
      <h2>{episode.title}</h2>
      <p>{present(episode.description) ?? PODCAST.noDescription}</p>
      <PodcastPlayer episode={episode} />
      {notes && (
        <details className="cat-details">
          <summary>{PODCAST.showNotes}</summary>
          <p>{notes}</p>
        </details>
      )}
      {transcript && (
        <details className="cat-details">
          <summary>{PODCAST.transcript}</summary>
          <p>{transcript}</p>
        </details>
      )}
    </li>
  );
}

function PodcastPage() {
  const { state, retry } = useResource(RESOURCES.podcast());
  const episodes = state.status === 'ready' ? sortEpisodes(state.data.episodes) : [];
  return (
    <section className="page cat-podcast">
      <p className="cat-eyebrow-dark">{PODCAST.subtitle}</p>
      <h1>{PODCAST.heading}</h1>
      <p className="cat-lead">{PODCAST.intro}</p>
      {/* A server file, not an app route: a plain link, so the router does not intercept it. */}
      <p>
        <a href={PODCAST.rssHref} type="application/rss+xml">
          {PODCAST.rss}
        </a>
      </p>
      {state.status === 'loading' && <Loading text={PODCAST.loading} />}
      {state.status === 'error' && <LoadError text={PODCAST.error} onRetry={retry} />}
      {state.status === 'ready' && episodes.length === 0 && (
        <div className="notice cat-empty">
          <h2>{PODCAST.empty}</h2>
          <p>{PODCAST.emptyBody}</p>
          <Link to="/contact" className="button">
            {PODCAST.subscribe}
          </Link>
        </div>
      )}
      {episodes.length > 0 && (
        <ol className="cat-episodes" role="list">
          {episodes.map((e) => (
            <Episode key={e.id} episode={e} />
          ))}
        </ol>
      )}
    </section>
  );
}

export default englishPage(PodcastPage);
