import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { budget } from '../support/machine';
import { startStaticHost } from '../support/servers';
import { startNetlifyServe, type NetlifyServe } from '../../scripts/netlify/serve-offline.mjs';
import {
  CATALOGUE_HOST_DIR,
  CATALOGUE_HOST_PORT,
  CLI_LOG,
  DEPLOY_PORT,
  PRODUCTION_ENV,
  REMOTE_HOST_DIR,
  REMOTE_HOST_PORT,
  REPO_ROOT,
} from './deploy-env';
import { startLocalDatabase } from './local-database';
import { startMailCatcher } from './mail-catcher';

/** Publishes mfe-education's browser build (no server/ folder) at another origin. */
function publishEducationElsewhere(): void {
  const dist = path.join(REPO_ROOT, 'mfe-education/dist');
  rmSync(REMOTE_HOST_DIR, { recursive: true, force: true });
  mkdirSync(REMOTE_HOST_DIR, { recursive: true });
  cpSync(dist, REMOTE_HOST_DIR, { recursive: true, filter: (src) => !src.startsWith(path.join(dist, 'server')) });
}

/** Publishes mfe-catalogue's whole build (its browser build and its server module) at its own origin. */
function publishCatalogueElsewhere(): void {
  rmSync(CATALOGUE_HOST_DIR, { recursive: true, force: true });
  mkdirSync(CATALOGUE_HOST_DIR, { recursive: true });
  cpSync(path.join(REPO_ROOT, 'mfe-catalogue/dist'), CATALOGUE_HOST_DIR, { recursive: true });
}

/**
 * Starts the static hosts of the education and catalogue remotes, the site's Netlify Database (the CLI's local
 * one, migrated) and SMTP relay, and then `netlify serve --offline` (which reruns the whole
 * netlify.toml build) with the production variables; returns the teardown. NETLIFY_DB_URL stays in
 * this process's environment, which Playwright hands to the test workers.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  publishEducationElsewhere();
  publishCatalogueElsewhere();
  const host = await startStaticHost(REMOTE_HOST_DIR, REMOTE_HOST_PORT);
  const catalogueHost = await startStaticHost(CATALOGUE_HOST_DIR, CATALOGUE_HOST_PORT);
  const database = await startLocalDatabase();
  const mail = await startMailCatcher();
  process.env.NETLIFY_DB_URL = database.url;
  let site: NetlifyServe;
  try {
    mkdirSync(path.dirname(CLI_LOG), { recursive: true });
    site = await startNetlifyServe({
      port: DEPLOY_PORT,
      env: { ...PRODUCTION_ENV, NETLIFY_DB_URL: database.url, SMTP_URL: mail.url },
      echo: !!process.env.DEPLOY_ECHO,
      logFile: CLI_LOG,
      timeoutMs: budget(300_000),
    });
  } catch (error) {
    await Promise.all([host.stop(), catalogueHost.stop(), database.stop(), mail.stop()]);
    throw error;
  }
  const build = /\(Netlify Build completed in ([^)]+)\)/.exec(site.output())?.[1] ?? '?';
  const functions = /\(Functions bundling completed in ([^)]+)\)/.exec(site.output())?.[1] ?? '?';
  console.log(`Netlify Database (local, in memory): ${database.url}, migrations ${database.migrations.join(', ')}`);
  console.log(
    `netlify serve --offline (log: ${path.relative(REPO_ROOT, CLI_LOG)}) ready in ${Math.round((Date.now() - started) / 1000)} s (Netlify build ${build}, of which functions bundling ${functions})`,
  );
  return async () => {
    await site.stop();
    await Promise.all([host.stop(), catalogueHost.stop(), database.stop(), mail.stop()]);
    rmSync(REMOTE_HOST_DIR, { recursive: true, force: true });
    rmSync(CATALOGUE_HOST_DIR, { recursive: true, force: true });
  };
}
