import { Link, useParams } from 'react-router-dom';
import { present, splitLines } from '@publisher/shared/domain/catalogue-text';
import { isNotFound } from '@publisher/shared/api-client';
import { PageTitle } from '@publisher/shared-react/page-title';
import { RESOURCES } from '../api-client/resources';
import { AuthorPhoto } from '../components/author-photo';
import { AuthorWorks } from '../components/author-works';
import { ExternalLink } from '../components/external-link';
import { Loading } from '../components/load-state';
import { ErrorPanel, NotFoundPanel } from '../components/not-found';
import { useResource } from '../hooks/use-resource';
import { useLang, useStrings } from '../i18n/locale';

export function AuthorDetailPage() {
  const { slug = '' } = useParams();
  const { state, retry } = useResource(RESOURCES.author(slug));
  const { AUTHOR_DETAIL, COMMON } = useStrings();
  const lang = useLang();

  if (state.status === 'loading') {
    return (
      <section className="page">
        <h1 className="visually-hidden">{AUTHOR_DETAIL.loading}</h1>
        <Loading text={AUTHOR_DETAIL.loading} />
      </section>
    );
  }
  if (state.status === 'error') {
    return isNotFound(state.error) ? (
      <NotFoundPanel
        heading={AUTHOR_DETAIL.notFoundHeading}
        message={`${AUTHOR_DETAIL.notFound} “${slug}”.`}
        backTo="/authors"
        backLabel={AUTHOR_DETAIL.backToAuthors}
      />
    ) : (
      <ErrorPanel
        text={AUTHOR_DETAIL.error}
        onRetry={retry}
        retryLabel={COMMON.retry}
        backTo="/authors"
        backLabel={AUTHOR_DETAIL.backToAuthors}
      />
    );
  }

  const a = state.data.author;
  const bio = splitLines(present(a.bio) ?? a.bioShort);
  const website = present(a.website);
  const profile = present(a.profileUrl);
  return (
    <article className="page cat-author">
      <PageTitle title={a.name} />
      <p className="cat-crumb">
        <Link to="/authors">{AUTHOR_DETAIL.backToAuthors}</Link>
      </p>
      <header className="cat-author-head">
        <AuthorPhoto author={a} size={200} eager />
        <div>
          <h1>{a.name}</h1>
          <dl className="cat-facts">
            {a.penNames.length > 0 && (
              <div>
                <dt>{AUTHOR_DETAIL.penNames}</dt>
                <dd>{a.penNames.join(', ')}</dd>
              </div>
            )}
            {a.nationality && (
              <div>
                <dt>{AUTHOR_DETAIL.nationality}</dt>
                <dd>{a.nationality}</dd>
              </div>
            )}
            {a.birthYear !== null && (
              <div>
                <dt>{AUTHOR_DETAIL.born}</dt>
                <dd>{a.birthYear}</dd>
              </div>
            )}
          </dl>
          <p className="cat-actions">
            {website && (
              <ExternalLink href={website} className="button secondary">
                {AUTHOR_DETAIL.website}
              </ExternalLink>
            )}
            {profile && (
              <ExternalLink href={profile} className="button secondary">
                {AUTHOR_DETAIL.profile}
              </ExternalLink>
            )}
          </p>
        </div>
      </header>
      {bio.length > 0 && (
        <section aria-labelledby="author-about" className="cat-prose">
          <h2 id="author-about">{AUTHOR_DETAIL.about}</h2>
          {bio.map((p, i) => (
            <p key={i} {...lang(a)}>
              {p}
            </p>
          ))}
        </section>
      )}
      <AuthorWorks author={a} />
    </article>
  );
}
