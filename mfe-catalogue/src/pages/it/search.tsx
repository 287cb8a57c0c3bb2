import { italianPage } from '../../i18n/italian';
import { SearchPage } from '../search';

/** The Italian edition of this page (docs/decisions/131). */
export default italianPage(SearchPage);
