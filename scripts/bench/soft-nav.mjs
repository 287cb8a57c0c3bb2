// bench:softnav — moving between remotes on a phone (issue 16, item 6; decision 111). On the production
// build and the project's own server, in Chromium at Lighthouse's mobile "slow 4G" (150 ms RTT, 1.6 Mbps
// down, 750 kbps up) and 4× CPU slowdown: open a first page, let it settle, then follow a link to a page of
// each remote, as a first-time visitor would: the link is on screen for a second, then the pointer reaches
// it. Prints, per target, the time from the click to the target page's heading on screen, after the pointer
// rested on the link for 300 ms (the shell prefetches on hover) and when clicked straight away. Budget: ≤ 300 ms.
// It asserts nothing. The time is taken in the page, as INP times an interaction (the click event's timestamp
// to the end of the frame that paints the heading); --debug also prints the time from Playwright's click call
// to Playwright seeing the heading, which adds its own work before the click and its polling after (~50 ms).
//   corepack pnpm bench:softnav [--no-build] [--runs=3] [--targets=/education,…] [--debug] [--trace]
// --trace: also writes a Chrome trace of each click made at once to reports/softnav-<remote>.json (open it in
// DevTools' Performance panel), to see where the time between the click and the heading goes.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT, freePort, machine, run, startSiteServer, table } from './lib.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const BUDGET_MS = 300;
const DEBUG = args.includes('--debug');
const TRACE = args.includes('--trace');
const FIRST_PAGE = '/tools';
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

const { chromium } = createRequire(join(ROOT, 'e2e/package.json'))('@playwright/test');
const CONSENT_KEY = 'ashgrove-press:cookie-consent';

async function once(browser, origin, target, dwellMs) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: false });
  await context.addInitScript((key) => localStorage.setItem(key, 'rejected'), CONSENT_KEY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(`${origin}${FIRST_PAGE}`, { waitUntil: 'load' });
    await page.locator('#main > [data-boundary="mfe-catalogue"]').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // A link the visitor can see on the first page (the phone's menu stays closed).
    const link = page.locator(`a[href="${target.path}"]:visible`).first();
    await link.scrollIntoViewIfNeeded();
    // The visitor reads for a moment before acting: a second with the link on screen. (Playwright's
    // networkidle has already been reached on this page, so waiting for it again would not wait.)
    await page.waitForTimeout(SETTLE_MS);
    if (dwellMs > 0) {
      await link.hover();
      await page.waitForTimeout(dwellMs);
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
    const tracing = TRACE && dwellMs === 0;
    if (tracing) mkdirSync(join(ROOT, 'reports'), { recursive: true });
    if (tracing)
      await browser.startTracing(page, {
        path: join(ROOT, 'reports', `softnav-${target.remote}.json`),
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'loading',
        ],
      });
    await link.click({ noWaitAfter: true });
    await heading.waitFor({ state: 'visible', timeout: 60_000 });
    const ms = Math.round(await page.evaluate(() => window.__softNav));
    if (tracing) await browser.stopTracing();
    if (DEBUG)
      console.log(
        `${target.path} (dwell ${dwellMs} ms): ${ms} ms (${Date.now() - started} ms from Playwright's call to the heading seen)\n  ${seen.join('\n  ')}`,
      );
    if (new URL(page.url()).pathname !== target.path) throw new Error(`ended at ${page.url()}`);
    return ms;
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!args.includes('--no-build')) await run('corepack', ['pnpm', 'run', 'build']);
  const port = await freePort();
  const site = await startSiteServer(port);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const rows = [];
  try {
    for (const target of TARGETS) {
      const hovered = [];
      const straight = [];
      for (let i = 0; i < RUNS; i += 1) {
        hovered.push(await once(browser, site.url, target, 300));
        straight.push(await once(browser, site.url, target, 0));
      }
      const h = median(hovered);
      rows.push({
        route: `${FIRST_PAGE} → ${target.path} (${target.remote})`,
        hovered: `${h} ms${h > BUDGET_MS ? ' ✗' : ''} (${hovered.join(', ')})`,
        straight: `${median(straight)} ms (${straight.join(', ')})`,
        budget: `≤ ${BUDGET_MS} ms`,
      });
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  const m = machine();
  console.log(
    `bench:softnav — slow 4G, ${CPU_SLOWDOWN}× CPU, first page ${FIRST_PAGE}, ${RUNS} runs each; ${m.cores} × ${m.cpu}, Node ${m.node}, load ${m.loadAverage.join(' ')}`,
  );
  console.log(
    table(
      [
        ['soft navigation', 'route'],
        ['after a 300 ms hover (median, runs)', 'hovered'],
        ['clicked at once', 'straight'],
        ['budget', 'budget'],
      ],
      rows,
    ),
  );
}

await main();
