import { englishPage } from '../../i18n/english';
import { StoryDetailPage } from '../story-detail';

/** The English edition of this page (docs/decisions/131). */
export default englishPage(StoryDetailPage);
