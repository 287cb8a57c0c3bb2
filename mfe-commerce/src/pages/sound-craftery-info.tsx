import { ProductInfo } from '../products/product-info';

export default function SoundCrafteryInfoPage() {
  return <ProductInfo product="sound-craftery" />;
}
