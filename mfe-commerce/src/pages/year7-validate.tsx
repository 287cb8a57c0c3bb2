import { ValidatePurchaseView } from '../validation/validate-purchase-view';

export default function Year7ValidatePage() {
  return <ValidatePurchaseView product="year7-maths" />;
}
