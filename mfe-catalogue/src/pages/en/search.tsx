import { englishPage } from '../../i18n/english';
import { SearchPage } from '../search';

/** The English edition of this page (docs/decisions/131). */
export default englishPage(SearchPage);
