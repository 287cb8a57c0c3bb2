import { italianPage } from '../../i18n/italian';
import { StoryDetailPage } from '../story-detail';

/** The Italian edition of this page (docs/decisions/131). */
export default italianPage(StoryDetailPage);
