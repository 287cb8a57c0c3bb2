import { useEffect, useRef } from 'react';
import { SITE } from '@publisher/shared/site';
import { GUMROAD_LIBRARY_URL, PURCHASES } from '../strings/purchases';

/** year6-maths has no access page in the spec: say honestly where the workbook is. */
export function Year6Outcome({ order }: { order: string }) {
  const s = PURCHASES.year6;
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), [order]);
  const mailto = `mailto:${SITE.email}?subject=${encodeURIComponent(s.mailSubject(order))}`;
  return (
    <section className="notice purchases-year6" aria-labelledby="purchases-year6-heading">
      <h2 id="purchases-year6-heading" ref={ref} tabIndex={-1}>
        {s.heading}
      </h2>
      <p>{s.body}</p>
      <p className="purchases-actions">
        <a className="button" href={GUMROAD_LIBRARY_URL} target="_blank" rel="noopener noreferrer">
          {s.library} <span className="visually-hidden">{s.newTab}</span>
        </a>
        <a className="button secondary" href={mailto}>
          {s.mail}
        </a>
      </p>
      <p className="muted">{s.help}</p>
    </section>
  );
}
