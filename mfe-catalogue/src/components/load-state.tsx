import { useStrings } from '../i18n/locale';

export function Loading({ text }: { text: string }) {
  return (
    <p className="cat-loading muted" role="status">
      <span className="cat-spinner" aria-hidden="true" />
      {text}
    </p>
  );
}

export function LoadError({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { COMMON } = useStrings();
  return (
    <div className="notice error cat-error" role="alert">
      <p>{text}</p>
      {onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          {COMMON.retry}
        </button>
      )}
    </div>
  );
}

export function Empty({ text }: { text: string }) {
  return <p className="notice cat-empty">{text}</p>;
}
