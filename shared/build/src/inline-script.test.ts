import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bootScriptElement } from './boot-script';
import { consentEarlyScript, outletEarlyScript } from './early-scripts';
import { inlineScript } from './inline-script';

/** A script file in a fresh folder: the base URL and the name inlineScript takes. */
const file = (text: string): [string, string] => {
  const path = join(mkdtempSync(join(tmpdir(), 'inline-')), 'script.js');
  writeFileSync(path, text);
  return [pathToFileURL(path).href, './script.js'];
};
const body = (element: string) => element.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');

describe('inlineScript', () => {
  it('inlines the file without its head comment, with its data as escaped data- attributes', () => {
    const element = inlineScript(...file('// @ts-check\n/*\n * Why.\n */\n(function () {})();\n'), {
      shellScript: '/a.js"><b>&',
    });
    expect(element).toBe('<script data-shell-script="/a.js&quot;>&lt;b>&amp;">(function () {})();</script>');
  });

  it('refuses a file that would close its own element', () => {
    expect(() => inlineScript(...file('var s = "</script>";'))).toThrow(/<\/script/);
  });

  it("keeps each page script's text, and so its CSP hash, the same whatever the build names", () => {
    expect(body(bootScriptElement('/assets/index-one.js'))).toBe(body(bootScriptElement('/assets/index-two.js')));
    for (const element of [consentEarlyScript(), outletEarlyScript(), bootScriptElement('/x.js')]) {
      expect(body(element)).toMatch(/^\(function \(\) \{[\s\S]*\}\)\(\);$/);
      expect(body(element)).toContain('document.currentScript');
    }
  });
});
