import { ValidatePurchaseView } from '../validation/validate-purchase-view';

export default function SoundCrafteryValidatePage() {
  return <ValidatePurchaseView product="sound-craftery" />;
}
