import { englishPage } from '../../i18n/english';
import { BooksPage } from '../books';

/** The English edition of this page (docs/decisions/131). */
export default englishPage(BooksPage);
