import { WorkbookView } from '../components/workbook-view';
import { YEAR6_WORKBOOK } from '../data/workbook-year6';

export default function Year6MathsPage() {
  return <WorkbookView workbook={YEAR6_WORKBOOK} />;
}
