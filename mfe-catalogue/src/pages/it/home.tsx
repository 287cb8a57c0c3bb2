import { italianPage } from '../../i18n/italian';
import { HomePage } from '../home';

/** The Italian edition of this page (docs/decisions/131). */
export default italianPage(HomePage);
