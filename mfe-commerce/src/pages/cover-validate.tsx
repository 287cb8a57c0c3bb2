import { ValidatePurchaseView } from '../validation/validate-purchase-view';

export default function CoverValidatePage() {
  return <ValidatePurchaseView product="cover-creator" />;
}
