import { englishPage } from '../../i18n/english';
import { BookDetailPage } from '../book-detail';

/** The English edition of this page (docs/decisions/131). */
export default englishPage(BookDetailPage);
