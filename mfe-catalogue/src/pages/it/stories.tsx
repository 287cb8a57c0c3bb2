import { italianPage } from '../../i18n/italian';
import { StoriesPage } from '../stories';

/** The Italian edition of this page (docs/decisions/131). */
export default italianPage(StoriesPage);
