/* Plain server pages (no script, readable on their own): the one HTML escape and page shell. */

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A noindex page: `title` is escaped here; `body` and `head` are markup the caller escaped. */
export function plainPage(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>${head ? `\n${head}` : ''}
</head>
<body>
${body}
</body>
</html>`;
}
