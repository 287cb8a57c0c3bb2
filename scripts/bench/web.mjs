// pnpm bench:web — production build, the project's own server, Lighthouse 12 (mobile, simulated
// throttling) on the spec's routes as a first-time visitor; one table with budgets, JSON in reports/.
// Each route is audited --runs=N times (default 5, each in a fresh profile) and the table shows the median of
// each figure, as Lighthouse's own guidance on variability recommends; the TBT column also shows the range.
// Flags: --no-build (reuse the current dist folders), --routes=/,/books (a subset), --sitemap (every page of the
// site's own /sitemap.xml, issue 16), --runs=1, --save-lhr (also write each route's median-TBT Lighthouse report
// to reports/, to read the waterfall and the simulation's inputs), --save-trace (also write that run's Chromium trace,
// recorded with the V8 sampling profiler, to reports/trace-<route>.json: load it in DevTools' Performance panel to
// see which function each long task runs; the profiler's overhead lengthens the tasks, so compare traces with traces).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import {
  freePort,
  machine,
  ROOT,
  run,
  startChild,
  startSiteServer,
  stopChild,
  table,
  tempDir,
  waitForOutput,
} from './lib.mjs';

const ROUTES = [
  '/',
  '/books',
  '/books/crownless',
  '/stories',
  '/calculator',
  '/collectors-edition',
  '/architect-method/pricing',
  '/education',
];
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Quieter runs (a subset of chrome-launcher's defaults, which Lighthouse's CLI would add).
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];
const BUDGET = { performance: 100, lcpMs: 1500, tbtMs: 50, cls: 0.01, jsKB: 150, runtimeCopies: 1 };
const KB = 1000;

const args = process.argv.slice(2);
const SITE_PARTS = [
  'shell/dist',
  'mfe-catalogue/dist',
  'mfe-commerce/dist',
  'mfe-architect/dist',
  'mfe-education/dist',
  'api/media',
];

/**
 * A copy of the build served through SITE_ROOT: others rebuild the shared dist folders while this
 * runs, and a rebuild in the middle would leave the served index.html pointing at deleted assets.
 */
function snapshotBuild() {
  const root = tempDir('bench-site-');
  for (const part of SITE_PARTS) cpSync(join(ROOT, part), join(root, part), { recursive: true });
  const html = readFileSync(join(root, 'shell/dist/index.html'), 'utf8');
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)]
    .map((m) => m[1])
    .filter((f) => !existsSync(join(root, 'shell/dist', f)));
  if (missing.length)
    throw new Error(`The build changed while it was copied (missing ${missing.join(', ')}): run again.`);
  return root;
}
const routes =
  args
    .find((a) => a.startsWith('--routes='))
    ?.slice(9)
    .split(',') ?? ROUTES;
const RUNS = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number ≥ 1');

/** A JS file is a copy of the Module Federation runtime when it holds runtime-core's code. */
const runtimeCache = new Map();
async function isFederationRuntime(url) {
  if (!runtimeCache.has(url)) {
    runtimeCache.set(
      url,
      fetch(url)
        .then((r) => r.text())
        .then((t) => t.includes('Federation Runtime ]') && t.includes('RUNTIME-008'))
        .catch(() => false),
    );
  }
  return runtimeCache.get(url);
}

const SAVE_TRACE = args.includes('--save-trace');

/** One Lighthouse run in a fresh Chromium profile (no cookies, no consent, empty cache): its report and its trace. */
async function audit(url, port) {
  const profile = tempDir('bench-chrome-');
  const chrome = startChild(CHROME, [
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    ...CHROME_FLAGS,
    'about:blank',
  ]);
  try {
    await waitForOutput(chrome, 'DevTools listening on', 30_000);
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile', // the default config's form factor and throttling, stated
      throttlingMethod: 'simulate',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // The trace's tasks name only the script they ran; the sampling profiler names the functions.
      ...(SAVE_TRACE && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return { lhr: result.lhr, trace: SAVE_TRACE ? result.artifacts.Trace : undefined };
  } finally {
    await stopChild(chrome);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const pathOf = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

async function summarise(route, lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const js = await Promise.all(
    scripts.map(async (r) => ({
      file: pathOf(r.url),
      transferBytes: r.transferSize ?? 0,
      resourceBytes: r.resourceSize ?? 0,
      status: r.statusCode,
      federationRuntime: await isFederationRuntime(r.url),
    })),
  );
  js.sort((a, b) => b.transferBytes - a.transferBytes);
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const blocking =
    lhr.audits['render-blocking-resources']?.details?.items ??
    lhr.audits['render-blocking-insight']?.details?.items ??
    [];
  // Failing scored audits, with a few of their items (e.g. which inspector issue, which element).
  const failing = (cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ({
        id: ref.id,
        items: (lhr.audits[ref.id]?.details?.items ?? []).slice(0, 3).map((i) => JSON.stringify(i).slice(0, 300)),
      }));
  const error =
    lhr.runtimeError?.code ??
    lhr.runWarnings?.find((w) => /\((NO_FCP|NO_LCP)\)/.test(w))?.match(/\((\w+)\)/)?.[1] ??
    null;
  return {
    route,
    error,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsRequests: js.length,
    jsTransferBytes: js.reduce((sum, f) => sum + f.transferBytes, 0),
    runtimeCopies: js.filter((f) => f.federationRuntime).length,
    diagnostics: {
      lcpElement: lcpDetails ? `${lcpDetails.nodeLabel ?? ''} ${lcpDetails.snippet ?? ''}`.trim() : null,
      layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((i) => ({ score: i.score, node: i.node?.snippet ?? i.node?.nodeLabel })),
      renderBlocking: blocking.map((b) => ({ url: pathOf(b.url ?? ''), wastedMs: b.wastedMs })),
      failedRequests: requests
        .filter((r) => !(r.statusCode >= 200 && r.statusCode < 400))
        .map((r) => `${r.statusCode} ${r.url}`),
      failingAudits: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        'best-practices': failing('best-practices'),
        seo: failing('seo'),
      },
      jsFiles: js,
      // Lighthouse's simulated main-thread tasks of ≥ 50 ms (what TBT is made of, after FCP).
      runFcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => ({
        url: pathOf(t.url),
        startMs: Math.round(t.startTime),
        durationMs: Math.round(t.duration),
      })),
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      runWarnings: lhr.runWarnings,
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const MEDIAN_FIELDS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'jsRequests',
  'jsTransferBytes',
  'runtimeCopies',
];

/**
 * One route's result from its runs: the median of each figure (a run that failed to load counts as a failed
 * route), with every run's figures kept, and the diagnostics of the run whose TBT is the median.
 */
function medianOf(runs) {
  const failed = runs.find((r) => r.summary.error);
  if (failed)
    return {
      lhr: failed.lhr,
      trace: failed.trace,
      result: { ...failed.summary, runs: runs.map((r) => pick(r.summary)) },
    };
  const byTbt = [...runs].sort((a, b) => a.summary.tbtMs - b.summary.tbtMs);
  const middle = byTbt[Math.floor((byTbt.length - 1) / 2)];
  const figures = Object.fromEntries(MEDIAN_FIELDS.map((f) => [f, median(runs.map((r) => r.summary[f]))]));
  return {
    lhr: middle.lhr,
    trace: middle.trace,
    result: { ...middle.summary, ...figures, runs: runs.map((r) => pick(r.summary)) },
  };
}
const pick = (summary) => Object.fromEntries(MEDIAN_FIELDS.map((f) => [f, summary[f]]));

const miss = (bad, text) => (bad ? `${text} ✗` : text);
const row = (r) =>
  r.error
    ? { route: r.route, perf: `${r.error} ✗` }
    : {
        route: r.route,
        perf: miss(r.performance < BUDGET.performance, String(r.performance)),
        a11y: r.accessibility,
        bp: r.bestPractices,
        seo: r.seo,
        fcp: `${(r.fcpMs / 1000).toFixed(2)} s`,
        lcp: miss(r.lcpMs > BUDGET.lcpMs, `${(r.lcpMs / 1000).toFixed(2)} s`),
        tbt: miss(r.tbtMs > BUDGET.tbtMs, `${Math.round(r.tbtMs)} ms`),
        tbtRange:
          r.runs.length > 1
            ? `${Math.round(Math.min(...r.runs.map((x) => x.tbtMs)))}–${Math.round(Math.max(...r.runs.map((x) => x.tbtMs)))} ms`
            : '-',
        cls: miss(r.cls > BUDGET.cls, r.cls.toFixed(3)),
        jsReq: r.jsRequests,
        jsKB: miss(r.jsTransferBytes / KB > BUDGET.jsKB, (r.jsTransferBytes / KB).toFixed(1)),
        runtime: miss(r.runtimeCopies > BUDGET.runtimeCopies, String(r.runtimeCopies)),
      };
const COLUMNS = [
  ['Route', 'route'],
  ['Perf', 'perf'],
  ['A11y', 'a11y'],
  ['BP', 'bp'],
  ['SEO', 'seo'],
  ['FCP', 'fcp'],
  ['LCP', 'lcp'],
  ['TBT', 'tbt'],
  ['TBT range', 'tbtRange'],
  ['CLS', 'cls'],
  ['JS req', 'jsReq'],
  ['JS kB (gz)', 'jsKB'],
  ['MF runtime copies', 'runtime'],
];
const BUDGET_ROW = {
  route: 'budget',
  perf: '100',
  a11y: '-',
  bp: '-',
  seo: '-',
  fcp: '-',
  lcp: '≤ 1.50 s',
  tbt: '≤ 50 ms',
  tbtRange: '-',
  cls: '≤ 0.010',
  jsReq: '-',
  jsKB: '≤ 150.0',
  runtime: '1',
};

/** Writes reports/<name>; `compact` for a trace (a few MB, read by DevTools rather than by people). */
function saveReport(name, value, compact = false) {
  const dir = join(ROOT, 'reports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, name);
  writeFileSync(file, `${JSON.stringify(value, null, compact ? undefined : 2)}\n`);
  return file;
}

async function main() {
  if (!args.includes('--no-build')) {
    const started = Date.now();
    process.stdout.write('Building for production (corepack pnpm run build)… ');
    await run('corepack', ['pnpm', 'run', 'build']);
    console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const siteRoot = snapshotBuild();
  const server = await startSiteServer(await freePort(), { SITE_ROOT: siteRoot });
  const chromePort = await freePort();
  const results = [];
  try {
    // --sitemap: every page the site offers crawlers, as its own sitemap lists them.
    const audited = args.includes('--sitemap')
      ? [...(await (await fetch(`${server.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          (m) => new URL(m[1]).pathname,
        )
      : routes;
    for (const route of audited) {
      const runs = [];
      for (let i = 1; i <= RUNS; i += 1) {
        process.stdout.write(`Lighthouse ${route} (run ${i}/${RUNS})… `);
        const started = Date.now();
        // Lighthouse now and then misses the navigation's start (NO_NAVSTART) on a busy machine: one more try.
        let { lhr, trace } = await audit(`${server.url}${route}`, chromePort);
        if (lhr.runtimeError?.code === 'NO_NAVSTART' || lhr.runWarnings?.some((w) => w.includes('NO_NAVSTART'))) {
          process.stdout.write('(no navigation start recorded, again) ');
          ({ lhr, trace } = await audit(`${server.url}${route}`, chromePort));
        }
        runs.push({ lhr, trace, summary: await summarise(route, lhr) });
        console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
      }
      const { lhr, trace, result } = medianOf(runs);
      if (args.includes('--save-lhr')) saveReport(`lhr${route.replace(/[^a-z0-9]+/gi, '-')}.json`, lhr);
      if (trace) saveReport(`trace${route.replace(/[^a-z0-9]+/gi, '-')}.json`, trace, true);
      results.push(result);
    }
  } finally {
    await server.stop();
    rmSync(siteRoot, { recursive: true, force: true });
  }

  const env = {
    ...machine(),
    runsPerRoute: RUNS,
    lighthouse: '12.8.2',
    chromium: CHROME,
    chromeFlags: CHROME_FLAGS,
    formFactor: 'mobile',
    throttling: 'simulate (default)',
  };
  console.log(
    `\nLighthouse 12.8.2, mobile, simulated throttling, first visit, median of ${RUNS} run${RUNS > 1 ? 's' : ''} per route — ${env.cores} × ${env.cpu}, Node ${env.node}, load ${env.loadAverage.join(' ')}`,
  );
  console.log(
    '✗ = misses its budget; JS kB = compressed bytes transferred (1 kB = 1000 B); MF runtime copies = JS files holding the federation runtime\n',
  );
  console.log(table(COLUMNS, [BUDGET_ROW, ...results.map(row)]));

  console.log('\nTop causes per route (largest JS files, LCP element, render-blocking requests, long tasks):');
  for (const r of results) {
    const top = r.diagnostics.jsFiles
      .slice(0, 4)
      .map(
        (f) =>
          `${f.file.split('/').slice(-3).join('/')} ${(f.transferBytes / KB).toFixed(1)}${f.federationRuntime ? ' [MF runtime]' : ''}`,
      );
    console.log(`  ${r.route}: JS ${top.join(', ')}`);
    console.log(
      `    LCP: ${(r.diagnostics.lcpElement ?? 'not reported by Lighthouse for this run').slice(0, 110)}; render-blocking: ${r.diagnostics.renderBlocking.map((b) => b.url).join(', ') || 'none'}`,
    );
    const shift = r.diagnostics.layoutShifts[0];
    if (shift) console.log(`    largest layout shift: ${shift.score?.toFixed(3)} ${(shift.node ?? '').slice(0, 100)}`);
    const other = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
      r.diagnostics.failingAudits[c].map((a) => a.id),
    );
    console.log(
      `    failing a11y/BP/SEO audits: ${other.join(', ') || 'none'}; Lighthouse benchmarkIndex ${r.diagnostics.benchmarkIndex}`,
    );
    const tasks = r.diagnostics.longTasks.map(
      (t) => `${t.url.split('/').pop() || t.url} ${t.durationMs} ms @${t.startMs}`,
    );
    console.log(
      `    long tasks (simulated, median-TBT run, whose FCP is ${r.diagnostics.runFcpMs} ms): ${tasks.join(', ') || 'none'}`,
    );
    if (r.diagnostics.failedRequests.length)
      console.log(`    failed requests: ${r.diagnostics.failedRequests.join(', ')}`);
  }

  const file = saveReport(`bench-web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, {
    at: new Date().toISOString(),
    machine: env,
    budget: BUDGET,
    results,
  });
  console.log(`\nJSON: ${file}`);
  const misses = results.filter((r) => Object.values(row(r)).some((v) => String(v).includes('✗'))).length;
  console.log(`${results.length - misses}/${results.length} routes within every budget.`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
