import { present } from '@publisher/shared/domain/catalogue-text';

export interface LabelledLink {
  label: string;
  href: string;
}

/** Keeps the labelled links whose URL is present (non-blank), in order. */
export function presentLinks(pairs: readonly (readonly [label: string, href: string | null])[]): LabelledLink[] {
  const out: LabelledLink[] = [];
  for (const [label, href] of pairs) {
    const url = present(href);
    if (url) out.push({ label, href: url });
  }
  return out;
}
