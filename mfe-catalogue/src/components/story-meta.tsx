import type { Story } from '@publisher/shared/contracts/content';
import { visibleTags } from '@publisher/shared/domain/catalogue-text';
import { useLocale } from '../i18n/locale';

/** Story type, reading time in minutes, word count and up to three tags. */
export function StoryMeta({ story }: { story: Story }) {
  const tags = visibleTags(story.tags);
  const { s, count } = useLocale();
  const { STORY_CARD } = s;
  return (
    <>
      <p className="cat-meta">
        {story.storyType && <span className="cat-chip">{story.storyType}</span>}
        <span>{STORY_CARD.minutes(story.readingTime)}</span>
        {story.wordCount !== null && <span>{STORY_CARD.words(count(story.wordCount))}</span>}
      </p>
      {tags.length > 0 && (
        <ul className="cat-tags" aria-label={STORY_CARD.tags}>
          {tags.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </>
  );
}
