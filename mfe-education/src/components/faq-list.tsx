import { Link } from 'react-router-dom';
import type { Faq } from '../data/workbook-types';

/** Native disclosure widgets: keyboard and screen-reader support without any script. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className="edu-faq">
      {items.map((item) => (
        <details key={item.question} className="edu-faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
          {item.link && (
            <p>
              <Link to={item.link.to}>{item.link.label}</Link>
            </p>
          )}
        </details>
      ))}
    </div>
  );
}
