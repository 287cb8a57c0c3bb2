import { italianPage } from '../../i18n/italian';
import { AuthorDetailPage } from '../author-detail';

/** The Italian edition of this page (docs/decisions/131). */
export default italianPage(AuthorDetailPage);
