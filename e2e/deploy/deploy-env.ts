import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `netlify serve` (its functions server and static server on the next two ports). */
export const DEPLOY_PORT = Number(process.env.DEPLOY_PORT ?? 8910);
/** The education remote "deployed alone at another origin": a static host. */
export const REMOTE_HOST_PORT = DEPLOY_PORT + 3;
export const SITE = `http://localhost:${DEPLOY_PORT}`;
export const REMOTE_HOST = `http://127.0.0.1:${REMOTE_HOST_PORT}`;
/** What the static host serves: a copy of mfe-education's browser build, replaced by the redeploy test. */
export const REMOTE_HOST_DIR = path.join(REPO_ROOT, 'dist-netlify/education-elsewhere');
/** The catalogue remote deployed alone at its own origin, with its server module (decision 127). */
export const CATALOGUE_HOST_PORT = DEPLOY_PORT + 4;
export const CATALOGUE_HOST = `http://127.0.0.1:${CATALOGUE_HOST_PORT}`;
/** What that host serves: a copy of mfe-catalogue's whole build, replaced by deploy-team-render.spec.ts. */
export const CATALOGUE_HOST_DIR = path.join(REPO_ROOT, 'dist-netlify/catalogue-elsewhere');

/**
 * The production configuration of the root site: what the README tells a deployer to set. The
 * secrets are fixed, as on Netlify, so every function instance signs and checks with the same key.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  SITE_URL: SITE,
  ACCESS_TOKEN_SECRET: 'deploy-suite-access-token-secret-0123456789abcdef',
  SESSION_SECRET: 'deploy-suite-session-secret-0123456789abcdefghijk',
  // Production refuses the published sample password (api/src/env.ts).
  FLIPBOOK_PASSWORD: 'deploy-suite-flipbook-password',
  // A demo deploy (decision 118: the sandbox gateway and the sample catalogue; no live Stripe key or
  // Airtable here): the published sample purchases prove access (off by default in production).
  DEMO_MODE: '1',
  SAMPLE_PURCHASES: 'on',
  // Production loads team code over https from other hosts only; SITE_URL being loopback (this machine) is what
  // lets these loopback http origins through (decision 141).
  // The education remote lives on another origin (the redeploy test), and so does the catalogue,
  // server part included (deploy-team-render.spec.ts); commerce and the Architect are published
  // with the root site under /remotes/<name>/ (the default manifest, no variable set).
  REMOTE_URL_EDUCATION: `${REMOTE_HOST}/remoteEntry.js`,
  REMOTE_URL_CATALOGUE: `${CATALOGUE_HOST}/remoteEntry.js`,
  // This machine is shared and slow: give a remote time to answer before the shell gives up.
  REMOTE_LOAD_TIMEOUT_MS: '15000',
  // The release endpoints (decision 135): deploy-canary.spec.ts releases commerce's v2 with `pnpm release`.
  RELEASE_TOKEN: 'deploy-suite-release-token-0123456789abcdef',
  // …from commerce's v2 deploy on its own origin (deploy-canary.spec.ts), the one origin a release may name here.
  RELEASE_ORIGINS: `http://127.0.0.1:${DEPLOY_PORT + 5}`,
};

/** Everything `netlify serve` prints (its build, then each function's errors), as it happens. */
export const CLI_LOG = path.join(REPO_ROOT, 'e2e/test-results/deploy-netlify-serve.log');

/** Where the suite's SMTP relay files the mail the site sends (sign-in links), one .eml each. */
export const MAIL_DIR = path.join(REPO_ROOT, 'e2e/test-results/deploy-mail');
