import type { PriceLine, QuoteBreakdown } from '@publisher/shared/domain/pricing';
import { CALC } from '../strings/calculator';
import { formatWholeGbp } from '@publisher/shared/domain/format';

function Lines({ lines }: { lines: PriceLine[] }) {
  if (lines.length === 0) return null;
  return (
    <dd className="calc-breakdown">
      <ul className="calc-lines" aria-label={CALC.summary.breakdown}>
        {lines.map((line) => (
          <li key={line.kind}>
            <span>{CALC.summary.line(line)}</span>
            <span>
              {line.kind === 'cover-base' || line.kind === 'per-page'
                ? formatWholeGbp(line.amount)
                : `+${formatWholeGbp(line.amount)}`}
            </span>
          </li>
        ))}
      </ul>
    </dd>
  );
}

/** Your Investment: the five figures of the spec plus an itemised breakdown under each service. */
export function SummaryCard({
  quote,
  coverOn,
  typesettingOn,
}: {
  quote: QuoteBreakdown;
  coverOn: boolean;
  typesettingOn: boolean;
}) {
  const s = CALC.summary;
  return (
    <section className="card calc-card calc-summary" aria-labelledby="calc-summary-heading">
      <h2 id="calc-summary-heading">{s.heading}</h2>
      <dl className="calc-figures">
        <div data-figure="coverTotal" className={coverOn ? undefined : 'calc-off'}>
          <dt>{s.coverTotal}</dt>
          <dd>{formatWholeGbp(quote.coverTotal)}</dd>
          {coverOn ? <Lines lines={quote.coverLines} /> : null}
        </div>
        <div data-figure="typesettingTotal" className={typesettingOn ? undefined : 'calc-off'}>
          <dt>{s.typesettingTotal}</dt>
          <dd>{formatWholeGbp(quote.typesettingTotal)}</dd>
          {typesettingOn ? <Lines lines={quote.typesettingLines} /> : null}
        </div>
        <div data-figure="creatorEarnings">
          <dt>{s.creatorEarnings}</dt>
          <dd>{formatWholeGbp(quote.creatorEarnings)}</dd>
        </div>
        <div data-figure="yourFee">
          <dt>{s.yourFee}</dt>
          <dd>{formatWholeGbp(quote.yourFee)}</dd>
        </div>
        <div data-figure="grandTotal" className="calc-grand">
          <dt>{s.grandTotal}</dt>
          <dd aria-live="polite" aria-atomic="true">
            {formatWholeGbp(quote.grandTotal)}
          </dd>
        </div>
      </dl>
      <p className="muted calc-hint">{s.creatorEarningsHint}</p>
      <p className="muted calc-hint">{s.vat}</p>
    </section>
  );
}
