import { italianPage } from '../../i18n/italian';
import { BookDetailPage } from '../book-detail';

/** The Italian edition of this page (docs/decisions/131). */
export default italianPage(BookDetailPage);
