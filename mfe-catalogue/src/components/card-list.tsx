/** A list of titled text cards (What We Publish, the portfolio, the values). */
export function CardList({
  items,
  className,
}: {
  items: readonly { title: string; text: string }[];
  className: string;
}) {
  return (
    <ul className={className} role="list">
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
