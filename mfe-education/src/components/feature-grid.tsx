import type { IncludedFeature } from '../data/workbook-types';

interface Props {
  items: readonly IncludedFeature[];
  /** Numbered steps read as a sequence; features and reasons do not. */
  ordered?: boolean;
}

export function FeatureGrid({ items, ordered = false }: Props) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={ordered ? 'edu-features edu-steps' : 'edu-features'}>
      {items.map((item) => (
        <li key={item.title} className="edu-feature">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
