/*
 * What a page view tells the analytics provider. The success, portal and validation pages carry
 * purchase proofs in their query (email, order_number, order, sale_id, session_id, key), so the
 * full URL must never leave the browser: only the path and the query parameters named here,
 * which describe what was viewed, never who viewed it.
 */

/**
 * Query parameters a page view may carry. Add a name here only if its values can never identify a
 * person or prove a purchase (no e-mail, order number, sale id, session id, key or token).
 */
export const PAGE_VIEW_QUERY_ALLOW_LIST: readonly string[] = [
  // Campaign tags: how the visitor arrived.
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ref',
  // Page variants: the Architect landing version, list sorting, the product filter of My Purchases.
  'version',
  'sort',
  'product',
];

/**
 * The URL a page view reports: origin and path of `href`, with only allow-listed query parameters
 * (in their original order) and no fragment, which may hold a token too.
 */
export function pageViewUrl(href: string, allowed: readonly string[] = PAGE_VIEW_QUERY_ALLOW_LIST): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (allowed.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
