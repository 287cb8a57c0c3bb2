import { MarketingView } from '../components/marketing-view';
import { YEAR7_MARKETING } from '../data/marketing';
import { YEAR7_WORKBOOK } from '../data/workbook-year7';

export default function Year7MarketingPage() {
  return <MarketingView copy={YEAR7_MARKETING} workbook={YEAR7_WORKBOOK} />;
}
