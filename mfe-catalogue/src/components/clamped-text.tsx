import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useStrings } from '../i18n/locale';

/**
 * Text clamped to three lines with a Read More / Read Less toggle (spec section 4). The
 * toggle only appears when the text really overflows three lines at the current width.
 */
export function ClampedText({ text, className = '', lang }: { text: string; className?: string; lang?: string }) {
  const { COMMON } = useStrings();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || expanded) return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [text, expanded]);

  return (
    <div className={className}>
      <p ref={ref} id={id} lang={lang} className={expanded ? 'cat-clamp-open' : 'cat-clamp'}>
        {text}
      </p>
      {(overflows || expanded) && (
        <button
          type="button"
          className="link-button cat-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? COMMON.readLess : COMMON.readMore}
        </button>
      )}
    </div>
  );
}
