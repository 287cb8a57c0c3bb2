import { MarketingView } from '../components/marketing-view';
import { YEAR6_MARKETING } from '../data/marketing';
import { YEAR6_WORKBOOK } from '../data/workbook-year6';

export default function Year6MarketingPage() {
  return <MarketingView copy={YEAR6_MARKETING} workbook={YEAR6_WORKBOOK} />;
}
