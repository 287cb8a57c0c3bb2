import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Story } from '@publisher/shared/contracts/content';
import { present } from '@publisher/shared/domain/catalogue-text';
import { useLang, useLocale } from '../i18n/locale';
import { ClampedText } from './clamped-text';
import { Modal } from './modal';
import { PurchaseLinks } from './purchase-links';
import { StoryMeta } from './story-meta';

/** The Read More dialog of a story: cover, author, synopsis, excerpt and buy links. */
export function StoryDialog({ story, onClose }: { story: Story; onClose: () => void }) {
  const titleId = useId();
  const { s, to } = useLocale();
  const { STORY_CARD } = s;
  const lang = useLang();
  const synopsis = present(story.synopsis);
  const excerpt = present(story.excerpt);
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="cat-story-dialog">
      <div className="cat-dialog-head">
        {story.coverUrl && (
          <img
            src={story.coverUrl}
            alt={STORY_CARD.coverAlt(story.title)}
            width="160"
            height="240"
            className="cat-dialog-cover"
          />
        )}
        <div>
          <h2 id={titleId} {...lang(story)}>
            {story.title}
          </h2>
          <p className="cat-byline">{story.author}</p>
          <StoryMeta story={story} />
        </div>
      </div>
      {synopsis && (
        <section>
          <h3>{STORY_CARD.synopsis}</h3>
          <ClampedText text={synopsis} {...lang(story)} />
        </section>
      )}
      {excerpt && (
        <section>
          <h3>{STORY_CARD.excerpt}</h3>
          <blockquote className="cat-excerpt" {...lang(story)}>
            {excerpt}
          </blockquote>
        </section>
      )}
      <PurchaseLinks item={story} fallback={false} />
      <p>
        <Link to={to(`/stories/${story.slug}`)}>{STORY_CARD.fullStory}</Link>
      </p>
    </Modal>
  );
}
