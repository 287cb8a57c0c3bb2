import { existsSync, readFileSync, statSync } from 'node:fs';
import { test as base, expect } from '../support/fixtures';
import { CLI_LOG } from './deploy-env';

export { expect };
export { expectRemote, remotePage, quiet } from '../support/fixtures';

const logSize = () => (existsSync(CLI_LOG) ? statSync(CLI_LOG).size : 0);

/**
 * The e2e fixtures (console log, consent), plus: when a check fails, what Netlify's CLI printed
 * meanwhile (a function that failed to load or threw says so there) is attached and printed.
 */
export const test = base.extend<{ cliLog: void }>({
  cliLog: [
    async ({}, use, testInfo) => {
      const from = logSize();
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const text = readFileSync(CLI_LOG).subarray(from).toString('utf8').trim();
      if (!text) return;
      await testInfo.attach('netlify-cli.log', { body: text, contentType: 'text/plain' });
      console.log(`--- Netlify CLI during "${testInfo.title}":\n${text.slice(-4000)}`);
    },
    { auto: true },
  ],
});
