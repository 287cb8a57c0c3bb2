import { useState } from 'react';
import type { Story } from '@publisher/shared/contracts/content';
import { cutText } from '@publisher/shared/domain/catalogue-text';
import { RESOURCES } from '../api-client/resources';
import { useResource } from '../hooks/use-resource';
import { useLang, useStrings, withTitle } from '../i18n/locale';
import { FEATURED_LIMIT } from './featured-books';
import { Empty, Loading, LoadError } from './load-state';
import { StoryDialog } from './story-dialog';

export function FeaturedStories() {
  const { state, retry } = useResource(RESOURCES.featuredStories());
  const [selected, setSelected] = useState<Story | null>(null);
  const { HOME, STORY_CARD } = useStrings();
  const lang = useLang();

  if (state.status === 'loading') return <Loading text={HOME.loadingStories} />;
  if (state.status === 'error') return <LoadError text={HOME.errorStories} onRetry={retry} />;
  const stories = state.data.stories.slice(0, FEATURED_LIMIT);
  if (stories.length === 0) return <Empty text={HOME.noFeaturedStories} />;
  return (
    <>
      <ul className="cat-feature-grid" role="list">
        {stories.map((story) => (
          <li key={story.id} className="card cat-feature-card cat-story-feature">
            <div className="cat-feature-text">
              {story.storyType && <p className="cat-chip">{story.storyType}</p>}
              <h3 {...lang(story)}>{story.title}</h3>
              <p className="cat-byline">{story.author}</p>
              <p {...lang(story)}>{cutText(story.excerpt ?? story.synopsis)}</p>
              <button
                type="button"
                className="button secondary"
                aria-label={withTitle(STORY_CARD.readMore, story.title)}
                onClick={() => setSelected(story)}
              >
                {STORY_CARD.readMore}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {selected && <StoryDialog story={selected} onClose={() => setSelected(null)} />}
    </>
  );
}
