import { withTitle } from '../i18n/locale';
import { Link } from 'react-router-dom';
import type { Author } from '@publisher/shared/contracts/content';
import { cutText, present } from '@publisher/shared/domain/catalogue-text';
import { RESOURCES } from '../api-client/resources';
import { AuthorPhoto } from '../components/author-photo';
import { ExternalLink } from '../components/external-link';
import { Empty, Loading, LoadError } from '../components/load-state';
import { useResource } from '../hooks/use-resource';
import { AUTHORS } from '../strings/stories';
import { englishPage } from '../i18n/english';

function AuthorCard({ author }: { author: Author }) {
  const profile = present(author.profileUrl);
  const bio = present(author.bioShort) ?? cutText(author.bio);
  return (
    <li className="card cat-author-card">
      <AuthorPhoto author={author} size={160} />
      <div>
        <h2>
          <Link to={`/authors/${author.slug}`}>{author.name}</Link>
        </h2>
        {author.penNames.length > 0 && (
          <p className="cat-small">
            <span className="cat-label">{AUTHORS.alsoKnownAs}</span> {author.penNames.join(', ')}
          </p>
        )}
        <p className="cat-meta">
          {author.nationality && <span>{author.nationality}</span>}
          {author.birthYear !== null && <span>{AUTHORS.born(author.birthYear)}</span>}
        </p>
        {bio && <p className="cat-card-text">{bio}</p>}
        {profile ? (
          <ExternalLink href={profile} className="button secondary">
            {AUTHORS.profile}
          </ExternalLink>
        ) : (
          <Link to={`/authors/${author.slug}`} className="button secondary">
            {AUTHORS.learnMore}
            {/* Read by screen readers and crawlers, so the link says whose page it opens. */}
            <span className="visually-hidden">{withTitle('', author.name)}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

function AuthorsPage() {
  const { state, retry } = useResource(RESOURCES.authors());
  return (
    <section className="page">
      <h1>{AUTHORS.heading}</h1>
      <p className="cat-lead">{AUTHORS.intro}</p>
      {state.status === 'loading' && <Loading text={AUTHORS.loading} />}
      {state.status === 'error' && <LoadError text={AUTHORS.error} onRetry={retry} />}
      {state.status === 'ready' && state.data.authors.length === 0 && <Empty text={AUTHORS.empty} />}
      {state.status === 'ready' && state.data.authors.length > 0 && (
        <ul className="grid cat-author-grid" role="list">
          {state.data.authors.map((author) => (
            <AuthorCard key={author.id} author={author} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default englishPage(AuthorsPage);
