import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { mailerFromEnv } from './mailer-from-env';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mail-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('mail from configuration', () => {
  it('writes development mail as .eml files under DATA_DIR/outbox', async () => {
    const { mailer, summary } = mailerFromEnv(
      { MAIL_FROM: 'Ashgrove Press <no-reply@localhost>', DATA_DIR: dataDir },
      false,
    );
    expect(mailer?.kind).toBe('outbox');
    expect(summary).toContain(join(dataDir, 'outbox'));
    await mailer!.send({ to: 'w@example.com', subject: 'Hello', text: 'A link: http://localhost/x' });
    const names = await readdir(join(dataDir, 'outbox'));
    expect(names).toEqual([expect.stringMatching(/\.eml$/)]);
    const raw = await readFile(join(dataDir, 'outbox', names[0]!), 'utf8');
    expect(raw).toMatch(/^To: w@example\.com$/m);
    expect(raw).toMatch(/^Subject: Hello$/m);
  });

  it('sends nothing in production without SMTP_URL, and says why', () => {
    const { mailer, summary } = mailerFromEnv({ MAIL_FROM: 'x@y.z', DATA_DIR: dataDir }, true);
    expect(mailer).toBeNull();
    expect(summary).toMatch(/SMTP_URL is not set/);
    expect(
      mailerFromEnv({ SMTP_URL: 'smtp://u:p@mail.example:587', MAIL_FROM: 'x@y.z', DATA_DIR: dataDir }, true).mailer
        ?.kind,
    ).toBe('smtp');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL: must be an smtp:\/\//);
    expect(parseEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe('smtps://u:p@mail.example:465');
  });
});
