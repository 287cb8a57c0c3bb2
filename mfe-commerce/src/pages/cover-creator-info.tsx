import { ProductInfo } from '../products/product-info';

export default function CoverCreatorInfoPage() {
  return <ProductInfo product="cover-creator" />;
}
