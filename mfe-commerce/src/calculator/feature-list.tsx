import { CALC } from '../strings/calculator';

export function FeatureList() {
  const s = CALC.features;
  return (
    <section className="calc-features" aria-labelledby="calc-features-heading">
      <h2 id="calc-features-heading">{s.heading}</h2>
      <ul>
        {s.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
