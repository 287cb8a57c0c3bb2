// Releases one remote on a running site (docs/decisions/135), through its release endpoint:
//   pnpm release <remote> --canary <entry URL> --share <0-100>   a canary for that share of visitors
//   pnpm release <remote> --current <entry URL>                  promote: every visitor (ends the canary)
//   pnpm release <remote> --rollback                              withdraw the canary, else back to the previous current
//   pnpm release --status                                         every remote's current and canary
// The site is SITE_URL (or --site URL); the token RELEASE_TOKEN (never on the command line). An entry URL
// may be given as its deploy's origin ending in "/": remoteEntry.js is added. Every instance follows a change
// within 5 seconds.
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: 'string' },
    current: { type: 'string' },
    canary: { type: 'string' },
    share: { type: 'string' },
    rollback: { type: 'boolean' },
    status: { type: 'boolean' },
  },
});

const usage = () => {
  console.error(
    'usage: pnpm release <remote> --canary <URL> --share <0-100> | --current <URL> | --rollback; pnpm release --status',
  );
  process.exit(2);
};

const site = values.site ?? process.env.SITE_URL;
const token = process.env.RELEASE_TOKEN;
if (!site || !URL.canParse(site)) {
  console.error('Set SITE_URL (or --site) to the site to release on.');
  process.exit(2);
}
if (!token) {
  console.error('Set RELEASE_TOKEN to the token the site is configured with.');
  process.exit(2);
}

const remote = positionals[0];
let request;
if (values.status) request = { method: 'GET', path: '' };
else if (!remote) usage();
else if (values.rollback) request = { method: 'POST', path: `/${remote}/rollback` };
else if (values.canary !== undefined) {
  const share = Number(values.share);
  if (values.share === undefined || !Number.isInteger(share) || share < 0 || share > 100) usage();
  request = { method: 'PUT', path: `/${remote}`, body: { canary: { url: values.canary, share } } };
} else if (values.current !== undefined)
  request = { method: 'PUT', path: `/${remote}`, body: { current: values.current } };
else usage();

const response = await fetch(new URL(`/api/releases${request.path}`, site), {
  method: request.method,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
  ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  signal: AbortSignal.timeout(15_000),
});
const text = await response.text();
let body;
try {
  body = JSON.parse(text);
} catch {
  body = text;
}
if (!response.ok) {
  console.error(`${response.status}: ${typeof body === 'object' && body?.error ? body.error : text.slice(0, 200)}`);
  process.exit(1);
}
console.log(JSON.stringify(body, null, 2));
