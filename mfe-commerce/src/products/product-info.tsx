import { Link } from 'react-router-dom';
import { PRODUCTS } from '../strings/products';

/** The product pages behind the spec's static links: what it is, price, how to buy, validation. */
export function ProductInfo({ product }: { product: 'cover-creator' | 'sound-craftery' }) {
  const p = PRODUCTS[product];
  const l = PRODUCTS.labels;
  return (
    <div className="page product">
      <header className="product-hero">
        <h1>{p.name}</h1>
        <p className="product-tagline">{p.tagline}</p>
        <p className="product-price">
          <span className="product-amount">{p.price}</span> <span className="muted">{p.priceNote}</span>
        </p>
        <a className="button" href={p.storeUrl} target="_blank" rel="noopener noreferrer">
          {l.buy} <span className="visually-hidden">{l.newTab}</span>
        </a>
      </header>
      <div className="product-columns">
        <section className="card product-card" aria-labelledby="product-what">
          <h2 id="product-what">{l.whatItIs}</h2>
          <p>{p.what}</p>
          <h3>{l.includes}</h3>
          <ul>
            {p.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className="card product-card" aria-labelledby="product-how">
          <h2 id="product-how">{l.howToBuy}</h2>
          <ol>
            {l.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <h3>{l.validateHeading}</h3>
          <p className="product-actions">
            <Link className="button secondary" to={`/my-purchases?product=${product}`}>
              {l.validate}
            </Link>
          </p>
          <p>
            <Link to="/utilities">{l.utilities}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
