import { Link, useParams } from 'react-router-dom';
import { present, splitLines } from '@publisher/shared/domain/catalogue-text';
import { isNotFound } from '@publisher/shared/api-client';
import { PageTitle } from '@publisher/shared-react/page-title';
import { RESOURCES } from '../api-client/resources';
import { Loading } from '../components/load-state';
import { ErrorPanel, NotFoundPanel } from '../components/not-found';
import { PurchaseLinks, buyLinks } from '../components/purchase-links';
import { StoryMeta } from '../components/story-meta';
import { useResource } from '../hooks/use-resource';
import { useLang, useLocale } from '../i18n/locale';

export function StoryDetailPage() {
  const { slug = '' } = useParams();
  const { state, retry } = useResource(RESOURCES.story(slug));
  const { s: strings, day, to } = useLocale();
  const { COMMON, STORY_CARD, STORY_DETAIL } = strings;
  const lang = useLang();

  if (state.status === 'loading') {
    return (
      <section className="page">
        <h1 className="visually-hidden">{STORY_DETAIL.loading}</h1>
        <Loading text={STORY_DETAIL.loading} />
      </section>
    );
  }
  if (state.status === 'error') {
    return isNotFound(state.error) ? (
      <NotFoundPanel
        heading={STORY_DETAIL.notFoundHeading}
        message={`${STORY_DETAIL.notFound} “${slug}”.`}
        backTo={to('/stories')}
        backLabel={STORY_DETAIL.backToStories}
      />
    ) : (
      <ErrorPanel
        text={STORY_DETAIL.error}
        onRetry={retry}
        retryLabel={COMMON.retry}
        backTo={to('/stories')}
        backLabel={STORY_DETAIL.backToStories}
      />
    );
  }

  const s = state.data.story;
  const content = splitLines(s.content);
  const excerpt = splitLines(s.excerpt);
  const synopsis = present(s.synopsis);
  const published = day(s.publishedDate);
  return (
    <article className="page cat-story">
      <PageTitle title={s.title} />
      <p className="cat-crumb">
        <Link to={to('/stories')}>{STORY_DETAIL.backToStories}</Link>
      </p>
      <header className="cat-story-head">
        {s.storyOfTheWeek && <p className="cat-chip cat-chip-accent">{STORY_DETAIL.storyOfTheWeek}</p>}
        <h1 {...lang(s)}>{s.title}</h1>
        <p className="cat-byline">
          {s.authorSlug ? (
            <Link to={to(`/authors/${s.authorSlug}`)}>{STORY_DETAIL.byAuthor(s.author)}</Link>
          ) : (
            STORY_DETAIL.byAuthor(s.author)
          )}
          {published && <span className="muted"> · {STORY_DETAIL.published(published)}</span>}
        </p>
        <StoryMeta story={s} />
      </header>
      {s.coverUrl && (
        <img src={s.coverUrl} alt={STORY_CARD.coverAlt(s.title)} width="400" height="600" className="cat-story-cover" />
      )}
      {synopsis && (
        <section aria-labelledby="story-synopsis">
          <h2 id="story-synopsis">{STORY_DETAIL.synopsis}</h2>
          <p className="cat-lead" {...lang(s)}>
            {synopsis}
          </p>
        </section>
      )}
      {(content.length > 0 || excerpt.length > 0) && (
        <section aria-labelledby="story-text" className="cat-prose">
          {/* The heading is the page's; the paragraphs are the story's. */}
          <h2 id="story-text">{STORY_DETAIL.text}</h2>
          {(content.length > 0 ? content : excerpt).map((para, i) => (
            <p key={i} {...lang(s)}>
              {para}
            </p>
          ))}
          {content.length === 0 && <p className="muted">{STORY_DETAIL.excerptOnly}</p>}
        </section>
      )}
      {buyLinks(s, strings.PURCHASE).length > 0 && (
        <section aria-labelledby="story-buy">
          <h2 id="story-buy">{STORY_DETAIL.buyHeading}</h2>
          <PurchaseLinks item={s} />
        </section>
      )}
    </article>
  );
}
