import { italianPage } from '../../i18n/italian';
import { BooksPage } from '../books';

/** The Italian edition of this page (docs/decisions/131). */
export default italianPage(BooksPage);
