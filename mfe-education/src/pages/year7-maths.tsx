import { WorkbookView } from '../components/workbook-view';
import { YEAR7_WORKBOOK } from '../data/workbook-year7';

export default function Year7MathsPage() {
  return <WorkbookView workbook={YEAR7_WORKBOOK} />;
}
