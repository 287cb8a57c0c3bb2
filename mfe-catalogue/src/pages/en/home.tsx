import { englishPage } from '../../i18n/english';
import { HomePage } from '../home';

/** The English edition of this page (docs/decisions/131). */
export default englishPage(HomePage);
