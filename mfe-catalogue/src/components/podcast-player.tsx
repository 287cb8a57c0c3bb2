import { useEffect, useState } from 'react';
import type { PodcastEpisode } from '@publisher/shared/contracts/content';
import { playerFor } from '@publisher/shared/domain/catalogue-podcast';
import { presentLinks, type LabelledLink } from '../lib/links';
import { isReachable } from '../lib/probe';
import { PODCAST } from '../strings/podcast';
import { ExternalLink } from './external-link';

export function platformLinks(e: PodcastEpisode): LabelledLink[] {
  return presentLinks([
    [PODCAST.platforms.spotify, e.spotifyUrl],
    [PODCAST.platforms.apple, e.applePodcastsUrl],
    [PODCAST.platforms.google, e.googlePodcastsUrl],
    [PODCAST.platforms.youtube, e.youtubeUrl],
  ]);
}

export function PlatformLinks({ episode }: { episode: PodcastEpisode }) {
  const links = platformLinks(episode);
  if (links.length === 0) return null;
  return (
    <ul className="cat-platforms" aria-label={PODCAST.listenOn}>
      {links.map((l) => (
        <li key={l.label}>
          <ExternalLink href={l.href} className="button secondary">
            {l.label}
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The episode's embedded player, Spotify 352 px high (232 on mobile) or another embed at
 * 300 / 200 px; when the embed cannot load, Podcast Player Unavailable and the platform links.
 */
export function PodcastPlayer({ episode }: { episode: PodcastEpisode }) {
  const choice = playerFor(episode);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  const src = choice?.src;

  useEffect(() => {
    if (!src) return;
    let active = true;
    setState('loading');
    isReachable(src).then((ok) => active && setState(ok ? 'ready' : 'failed'));
    return () => {
      active = false;
    };
  }, [src]);

  if (!choice) return <PlatformLinks episode={episode} />;
  if (state === 'failed') {
    // The kind's class gives the notice the player's height as its minimum, so what follows the
    // player does not move up when the embed turns out to be unreachable.
    return (
      <div className={`notice cat-player-fallback cat-player-${choice.kind}`} data-player-state="failed">
        <p className="cat-release-title">{PODCAST.playerUnavailable}</p>
        <p>{PODCAST.playerUnavailableBody}</p>
        <PlatformLinks episode={episode} />
      </div>
    );
  }
  // The heights come from the kind's class (media.css): no style attribute, which the CSP would
  // block in the server-rendered page.
  return (
    <div className={`cat-player cat-player-${choice.kind}`} data-player-state={state} data-player-kind={choice.kind}>
      {state === 'loading' ? (
        <p className="muted cat-player-loading" role="status">
          {PODCAST.playerLoading}
        </p>
      ) : (
        <iframe
          src={choice.src}
          title={PODCAST.playerTitle(episode.title)}
          height={choice.height.desktop}
          loading="lazy"
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
        />
      )}
    </div>
  );
}
