import { englishPage } from '../../i18n/english';
import { AuthorDetailPage } from '../author-detail';

/** The English edition of this page (docs/decisions/131). */
export default englishPage(AuthorDetailPage);
