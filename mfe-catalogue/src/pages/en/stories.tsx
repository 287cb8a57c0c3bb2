import { englishPage } from '../../i18n/english';
import { StoriesPage } from '../stories';

/** The English edition of this page (docs/decisions/131). */
export default englishPage(StoriesPage);
