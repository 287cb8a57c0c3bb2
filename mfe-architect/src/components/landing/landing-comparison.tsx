import { LANDING } from '../../strings/landing';

export function LandingComparison() {
  const { heading, caption, columns, rows } = LANDING.comparison;
  return (
    <section aria-labelledby="arch-compare" className="arch-section">
      <h2 id="arch-compare">{heading}</h2>
      <div className="arch-table-wrap">
        <table className="arch-compare">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col">
                  {i === 0 ? <span className="visually-hidden">{column}</span> : column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([aspect, traditional, method]) => (
              <tr key={aspect}>
                <th scope="row">{aspect}</th>
                <td>{traditional}</td>
                <td>{method}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
