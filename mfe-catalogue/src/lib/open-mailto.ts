/**
 * Hands a mailto: URL to the visitor's mail app through a real link click, the same path a
 * user's own click takes (and one a test can observe without leaving the page).
 */
export function openMailto(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
