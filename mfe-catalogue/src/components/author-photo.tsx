import type { Author } from '@publisher/shared/contracts/content';
import { useStrings } from '../i18n/locale';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** The author's photo, or their initials when the record has none (decorative then: the name is beside it). */
export function AuthorPhoto({ author, size, eager = false }: { author: Author; size: 160 | 200; eager?: boolean }) {
  const { AUTHORS } = useStrings();
  if (author.photoUrl) {
    return (
      <img
        src={author.photoUrl}
        alt={AUTHORS.photoAlt(author.name)}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        className="cat-author-photo"
      />
    );
  }
  return (
    <span className={`cat-author-photo cat-author-initials cat-author-initials-${size}`} aria-hidden="true">
      {initials(author.name)}
    </span>
  );
}
