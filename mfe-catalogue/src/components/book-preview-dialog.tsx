import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Book } from '@publisher/shared/contracts/content';
import { sampleUrl } from '@publisher/shared/domain/catalogue-offers';
import { present } from '@publisher/shared/domain/catalogue-text';
import { useLang, useLocale } from '../i18n/locale';
import { ClampedText } from './clamped-text';
import { Modal } from './modal';
import { PreviewFrame } from './preview-frame';
import { ReleaseBlock } from './release-block';

/** The home page's book preview: cover, author, synopsis, sample frame and purchase links by release state. */
export function BookPreviewDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const titleId = useId();
  const { s, to } = useLocale();
  const { BOOKS, PREVIEW } = s;
  const lang = useLang();
  const synopsis = present(book.synopsis) ?? present(book.description);
  return (
    <Modal labelledBy={titleId} onClose={onClose} className="cat-book-dialog">
      <div className="cat-dialog-head">
        {book.coverUrl && (
          <img
            src={book.coverUrl}
            alt={BOOKS.coverAlt(book.title)}
            width="160"
            height="240"
            className="cat-dialog-cover"
          />
        )}
        <div>
          <h2 id={titleId} {...lang(book)}>
            {book.title}
          </h2>
          <p className="cat-byline">{book.author}</p>
          {synopsis && <ClampedText text={synopsis} {...lang(book)} />}
        </div>
      </div>
      <PreviewFrame url={sampleUrl(book)} title={PREVIEW.frameTitle(book.title)} className="cat-dialog-preview" />
      <ReleaseBlock book={book} />
      <p>
        <Link to={to(`/books/${book.slug}`)}>{BOOKS.fullDetails}</Link>
      </p>
    </Modal>
  );
}
