/**
 * Writes the site's chrome (header, loading state, footer) into the built index.html, so the
 * first paint shows the real page frame before any JavaScript runs. The markup comes from the
 * same React components the app renders first (ShellFallback), so React replaces it with an
 * identical DOM: nothing moves when the app starts. It is rendered at no route, so no header
 * link is marked current before the app knows the page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ShellFallback } from '../src/layout/shell-fallback';

const indexFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/index.html');
const template = readFileSync(indexFile, 'utf8');
const marker = '<div id="root"></div>';
if (!template.includes(marker)) throw new Error(`${indexFile} has no empty #root to fill.`);

const chrome = renderToString(
  <MemoryRouter initialEntries={['/__prerender__']}>
    <ShellFallback />
  </MemoryRouter>,
);
writeFileSync(indexFile, template.replace(marker, `<div id="root">${chrome}</div>`));
console.log(`prerendered the site chrome into ${path.relative(process.cwd(), indexFile)} (${chrome.length} characters)`);
