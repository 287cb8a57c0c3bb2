import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Story } from '@publisher/shared/contracts/content';
import { cutText, present } from '@publisher/shared/domain/catalogue-text';
import { RESOURCES } from '../api-client/resources';
import { Empty, Loading, LoadError } from '../components/load-state';
import { StoryDialog } from '../components/story-dialog';
import { StoryMeta } from '../components/story-meta';
import { useResource } from '../hooks/use-resource';
import { useLang, useLocale, useStrings, withTitle } from '../i18n/locale';

function StoryCard({ story, onOpen }: { story: Story; onOpen: () => void }) {
  const excerpt = present(story.excerpt);
  const synopsis = present(story.synopsis);
  const { s, to } = useLocale();
  const { STORIES, STORY_CARD } = s;
  const lang = useLang();
  return (
    <li className="card cat-story-card">
      <h2 {...lang(story)}>
        <Link to={to(`/stories/${story.slug}`)}>{story.title}</Link>
      </h2>
      <p className="cat-byline">{story.author}</p>
      <StoryMeta story={story} />
      {excerpt && (
        <p className="cat-card-text">
          <span className="cat-label">{STORIES.excerptLabel}</span> <span {...lang(story)}>{cutText(excerpt)}</span>
        </p>
      )}
      {synopsis && (
        <p className="cat-card-text">
          <span className="cat-label">{STORIES.synopsisLabel}</span> <span {...lang(story)}>{cutText(synopsis)}</span>
        </p>
      )}
      <button
        type="button"
        className="button secondary cat-card-action"
        aria-label={withTitle(STORY_CARD.readMoreLower, story.title)}
        onClick={onOpen}
      >
        {STORY_CARD.readMoreLower}
      </button>
    </li>
  );
}

export function StoriesPage() {
  const { state, retry } = useResource(RESOURCES.stories());
  const [selected, setSelected] = useState<Story | null>(null);
  const { STORIES } = useStrings();
  return (
    <section className="page">
      <h1>{STORIES.heading}</h1>
      <p className="cat-lead">{STORIES.intro}</p>
      {state.status === 'loading' && <Loading text={STORIES.loading} />}
      {state.status === 'error' && <LoadError text={STORIES.error} onRetry={retry} />}
      {state.status === 'ready' && state.data.stories.length === 0 && <Empty text={STORIES.empty} />}
      {state.status === 'ready' && state.data.stories.length > 0 && (
        <ul className="grid cat-story-grid" role="list">
          {state.data.stories.map((story) => (
            <StoryCard key={story.id} story={story} onOpen={() => setSelected(story)} />
          ))}
        </ul>
      )}
      {selected && <StoryDialog story={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}
