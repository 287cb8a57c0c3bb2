import { readFileSync } from 'node:fs';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const dataName = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * A `<script>` element carrying the source of `name` (a path relative to `base`, usually the caller's
 * `import.meta.url`; kept apart so Vite does not take `new URL('./x.js', import.meta.url)` for an import
 * of the script and run it) as it is, with `data` as its `data-` attributes
 * (`{ decidedClass: 'x' }` → `data-decided-class="x"`, read back as `document.currentScript.dataset`).
 * The page's inline scripts are real, checked files; what they need from the build comes in
 * attributes, so each script's text, and so its CSP hash, is the same in every build.
 */
export function inlineScript(base: string, name: string, data: Record<string, string> = {}): string {
  const file = new URL(name, base);
  // The file's head (the type-check pragma and its explanation) stays in the repository, not in every page.
  const source = readFileSync(file, 'utf8')
    .replace(/^\/\/ @ts-check\s*/, '')
    .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
    .trim();
  if (/<\/script/i.test(source)) throw new Error(`${file.pathname} cannot be inlined: it contains </script`);
  const attrs = Object.entries(data)
    .map(([key, value]) => ` ${dataName(key)}="${attribute(value)}"`)
    .join('');
  return `<script${attrs}>${source}</script>`;
}
