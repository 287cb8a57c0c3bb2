/** Cuts text at `max` characters and adds an ellipsis (spec section 9: descriptions at 150). */
export function truncate(text: string, max = 150): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}
