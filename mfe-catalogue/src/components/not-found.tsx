import { Link } from 'react-router-dom';

interface Props {
  heading: string;
  message: string;
  backTo: string;
  backLabel: string;
}

/** A catalogue record that does not exist: its own heading, the message and the way back. */
export function NotFoundPanel({ heading, message, backTo, backLabel }: Props) {
  return (
    <section className="page cat-not-found">
      <h1>{heading}</h1>
      <p>{message}</p>
      <Link to={backTo} className="button secondary">
        {backLabel}
      </Link>
    </section>
  );
}

interface ErrorProps {
  text: string;
  onRetry?: () => void;
  retryLabel: string;
  backTo: string;
  backLabel: string;
}

/** A detail page that failed to load for another reason than "not found": the message is its heading. */
export function ErrorPanel({ text, onRetry, retryLabel, backTo, backLabel }: ErrorProps) {
  return (
    <section className="page cat-not-found">
      <div className="notice error" role="alert">
        <h1 className="cat-error-heading">{text}</h1>
        {onRetry && (
          <button type="button" className="button secondary" onClick={onRetry}>
            {retryLabel}
          </button>
        )}
      </div>
      <p>
        <Link to={backTo}>{backLabel}</Link>
      </p>
    </section>
  );
}
