// bench:softnav — moving between remotes on a phone (issue 16, item 6; decision 111). On the production
// build and the project's own server, in Chromium at Lighthouse's mobile "slow 4G" (150 ms RTT, 1.6 Mbps
// down, 750 kbps up) and 4× CPU slowdown: open a first page, let it settle, then follow a link to a page of
// each remote, as a first-time visitor would: the link is on screen for a second, then the pointer reaches
// it. Prints, per target, the time from the click to the target page's heading on screen, after the pointer
// rested on the link for 300 ms (the shell prefetches on hover; budget ≤ 150 ms) and when clicked straight away
// (budget ≤ 300 ms).
// It asserts nothing. The time is taken in the page, as INP times an interaction (the click event's timestamp
// to the end of the frame that paints the heading); --debug also prints the time from Playwright's click call
// to Playwright seeing the heading, which adds its own work before the click and its polling after (~50 ms).
//   corepack pnpm bench:softnav [--no-build] [--runs=3] [--targets=/education,…] [--debug] [--trace]
// --trace: also writes a Chrome trace of each click made at once or tap in the menu to reports/softnav-[menu-]<remote>.json (open it in
// DevTools' Performance panel), to see where the time between the click and the heading goes.
// The phone's menu (decision 130): at the same 412 px with touch, the visitor opens the menu (a tap on its toggle),
// reads it for a second and taps a link into each remote the menu leads to; timed the same way (click event → frame
// with the heading). The links of a closed menu are never in view, so only the menu's opening can warm their remotes.
// --cases=hovered,straight,menu picks the cases (all three by default); --menu-read=ms sets the reading time.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, freePort, machine, run, startSiteServer, table } from './lib.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const BUDGET_MS = 300;
/** After the pointer has rested on the link. */
const HOVER_BUDGET_MS = 150;
const DEBUG = args.includes('--debug');
const TRACE = args.includes('--trace');
const FIRST_PAGE = '/tools';
const CASES = (args.find((a) => a.startsWith('--cases='))?.slice(8) ?? 'hovered,straight,menu').split(',');
/** One page of each remote, each reached by a link on the first page. */
const ALL_TARGETS = [
  { path: '/utilities', remote: 'catalogue' },
  { path: '/calculator', remote: 'commerce' },
  { path: '/architect-method', remote: 'architect' },
  { path: '/education', remote: 'education' },
];
// --targets=/education,/calculator: only these.
const only = args
  .find((a) => a.startsWith('--targets='))
  ?.slice(10)
  .split(',');
const TARGETS = only ? ALL_TARGETS.filter((t) => only.includes(t.path)) : ALL_TARGETS;
/** A page of each remote the header's menu links to (education has no menu link). */
const ALL_MENU_TARGETS = [
  { path: '/utilities', remote: 'catalogue' },
  { path: '/my-purchases', remote: 'commerce' },
  { path: '/architect-method', remote: 'architect' },
];
const MENU_TARGETS = only ? ALL_MENU_TARGETS.filter((t) => only.includes(t.path)) : ALL_MENU_TARGETS;
// Lighthouse's mobile defaults (constants.throttling.mobileSlow4G).
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** How long the link is on screen before the pointer reaches it. */
const SETTLE_MS = 1000;
/** How long the open menu is read before a link in it is tapped. */
const MENU_READ_MS = Number(args.find((a) => a.startsWith('--menu-read='))?.slice(12) ?? 1000);

const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('@playwright/test');
const CONSENT_KEY = 'ashgrove-press:cookie-consent';

/**
 * One navigation in a fresh profile. `how`: 'hovered' (the pointer rests on the link in the page for
 * 300 ms, then clicks), 'straight' (clicked at once) or 'menu' (a phone: the menu is opened with a tap,
 * read, and the link in it tapped).
 */
async function once(browser, origin, target, how) {
  const phone = how === 'menu';
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript((key) => localStorage.setItem(key, 'rejected'), CONSENT_KEY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${origin}${FIRST_PAGE}`, { waitUntil: 'load' });
    await page.locator('#main [data-boundary="mfe-catalogue"][data-hydrated]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    let link;
    if (phone) {
      // The visitor reads the first page for a moment, opens the menu with a tap and reads it.
      await page.waitForTimeout(SETTLE_MS);
      await page.locator('header .menu-toggle').tap();
      link = page.locator(`header nav a[href="${target.path}"]`);
      await link.waitFor({ state: 'visible' });
      await page.waitForTimeout(MENU_READ_MS);
    } else {
      // A link the visitor can see on the first page (the phone's menu stays closed).
      link = page.locator(`a[href="${target.path}"]:visible`).first();
      await link.scrollIntoViewIfNeeded();
      // The visitor reads for a moment before acting: a second with the link on screen. (Playwright's
      // networkidle has already been reached on this page, so waiting for it again would not wait.)
      await page.waitForTimeout(SETTLE_MS);
      if (how === 'hovered') {
        await link.hover();
        await page.waitForTimeout(300);
      }
    }
    const heading = page.locator(`#main > [data-boundary="mfe-${target.remote}"] h1`).first();
    // Measured in the page, as INP measures an interaction: from the click event's timestamp to the
    // end of the frame that paints the new page's heading (a task posted from that frame's
    // requestAnimationFrame runs once it has been painted). Playwright's own work before it
    // dispatches the click (scrolling, waiting for the link to be stable) is not counted.
    await page.evaluate((selector) => {
      window.__softNav = new Promise((resolve) => {
        let clickedAt = 0;
        document.addEventListener('click', (e) => (clickedAt = e.timeStamp), { capture: true, once: true });
        const shown = new MutationObserver(() => {
          if (!document.querySelector(selector)) return;
          shown.disconnect();
          requestAnimationFrame(() => {
            const after = new MessageChannel();
            after.port1.onmessage = () => resolve(performance.now() - clickedAt);
            after.port2.postMessage(null);
          });
        });
        shown.observe(document.getElementById('main'), { childList: true, subtree: true });
      });
    }, `#main > [data-boundary="mfe-${target.remote}"] h1`);
    const started = Date.now();
    const seen = [];
    if (DEBUG) {
      page.on('request', (r) => seen.push(`+${Date.now() - started} ms ${r.method()} ${new URL(r.url()).pathname}`));
      page.on('requestfinished', (r) => seen.push(`+${Date.now() - started} ms done ${new URL(r.url()).pathname}`));
    }
    const tracing = TRACE && how !== 'hovered';
    if (tracing) mkdirSync(join(ROOT, 'reports'), { recursive: true });
    if (tracing)
      await browser.startTracing(page, {
        path: join(ROOT, 'reports', `softnav-${how === 'menu' ? 'menu-' : ''}${target.remote}.json`),
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'loading',
        ],
      });
    if (phone) await link.tap({ noWaitAfter: true });
    else await link.click({ noWaitAfter: true });
    await heading.waitFor({ state: 'visible', timeout: 60_000 });
    const ms = Math.round(await page.evaluate(() => window.__softNav));
    if (tracing) await browser.stopTracing();
    if (DEBUG)
      console.log(
        `${target.path} (${how}): ${ms} ms (${Date.now() - started} ms from Playwright's call to the heading seen)\n  ${seen.join('\n  ')}`,
      );
    if (new URL(page.url()).pathname !== target.path) throw new Error(`ended at ${page.url()}`);
    return ms;
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The median of the runs against its budget, then every run. */
const cell = (xs, budget) => {
  const m = median(xs);
  return `${m} ms${m > budget ? ' ✗' : ''} (${xs.join(', ')})`;
};

async function main() {
  if (!args.includes('--no-build')) await run('corepack', ['pnpm', 'run', 'build']);
  const port = await freePort();
  const site = await startSiteServer(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const desktop = [];
  const menu = [];
  try {
    if (CASES.includes('hovered') || CASES.includes('straight'))
      for (const target of TARGETS) {
        const hovered = [];
        const straight = [];
        for (let i = 0; i < RUNS; i += 1) {
          if (CASES.includes('hovered')) hovered.push(await once(browser, site.url, target, 'hovered'));
          if (CASES.includes('straight')) straight.push(await once(browser, site.url, target, 'straight'));
        }
        desktop.push({
          route: `${FIRST_PAGE} → ${target.path} (${target.remote})`,
          hovered: hovered.length ? cell(hovered, HOVER_BUDGET_MS) : '–',
          straight: straight.length ? cell(straight, BUDGET_MS) : '–',
        });
      }
    if (CASES.includes('menu'))
      for (const target of MENU_TARGETS) {
        const tapped = [];
        for (let i = 0; i < RUNS; i += 1) tapped.push(await once(browser, site.url, target, 'menu'));
        menu.push({
          route: `${FIRST_PAGE} → menu → ${target.path} (${target.remote})`,
          tapped: cell(tapped, BUDGET_MS),
        });
      }
  } finally {
    await browser.close();
    await site.stop();
  }
  const m = machine();
  console.log(
    `bench:softnav — slow 4G, ${CPU_SLOWDOWN}× CPU, 412 px, first page ${FIRST_PAGE}, ${RUNS} runs each; ${m.cores} × ${m.cpu}, Node ${m.node}, load ${m.loadAverage.join(' ')}`,
  );
  if (desktop.length)
    console.log(
      table(
        [
          ['link in the page (pointer)', 'route'],
          [`after a 300 ms hover (≤ ${HOVER_BUDGET_MS} ms)`, 'hovered'],
          [`clicked at once (≤ ${BUDGET_MS} ms)`, 'straight'],
        ],
        desktop,
      ),
    );
  if (menu.length)
    console.log(
      table(
        [
          ['phone menu (touch)', 'route'],
          [`opened, read ${MENU_READ_MS} ms, tapped (≤ ${BUDGET_MS} ms)`, 'tapped'],
        ],
        menu,
      ),
    );
}

await main();
