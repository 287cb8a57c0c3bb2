import type { Services } from '@publisher/shared/contracts/calculator';
import { timelineRows } from '@publisher/shared/domain/pricing';
import { CALC } from '../strings/calculator';

export function TimelineCard({
  services,
  coverRush,
  typesettingRush,
}: {
  services: Services;
  coverRush: boolean;
  typesettingRush: boolean;
}) {
  const s = CALC.timeline;
  const rows = timelineRows(services, coverRush, typesettingRush);
  return (
    <section className="card calc-card" aria-labelledby="calc-timeline-heading">
      <h2 id="calc-timeline-heading">{s.heading}</h2>
      {rows.total === null ? (
        <p className="muted">{s.none}</p>
      ) : (
        <dl className="calc-figures">
          {rows.cover ? (
            <div data-timeline="cover">
              <dt>{s.cover}</dt>
              <dd>{rows.cover}</dd>
            </div>
          ) : null}
          {rows.typesetting ? (
            <div data-timeline="typesetting">
              <dt>{s.typesetting}</dt>
              <dd>{rows.typesetting}</dd>
            </div>
          ) : null}
          <div data-timeline="total" className="calc-grand">
            <dt>{s.total}</dt>
            <dd>{rows.total}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
