import { describe, expect, it } from 'vitest';
import { parseEnv, SAMPLE_ARCHITECT_DEMO_KEYS, SAMPLE_FLIPBOOK_PASSWORD } from './env';

const PRODUCTION = {
  SITE_URL: 'https://ashgrove.example',
  ACCESS_TOKEN_SECRET: 'a'.repeat(32),
  SESSION_SECRET: 'b'.repeat(32),
  FLIPBOOK_PASSWORD: 'a-real-password',
  // Money fails closed (decision 118): a live key, its webhook secret, the content database.
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  AIRTABLE_TOKEN: 'pat_example',
  // A shop that sells mails its buyers (decision 120).
  SMTP_URL: 'smtp://relay.example:587',
};

describe('configuration', () => {
  it('runs the embedded default with nothing set, sample flipbook password and demo keys included', () => {
    const env = parseEnv({});
    expect(env.FLIPBOOK_PASSWORD).toBe(SAMPLE_FLIPBOOK_PASSWORD);
    expect(env.ARCHITECT_DEMO_KEYS).toEqual(SAMPLE_ARCHITECT_DEMO_KEYS.split(','));
  });

  it('refuses production (NODE_ENV=production) without each required variable, naming every one', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SITE_URL: is required in production[\s\S]*ACCESS_TOKEN_SECRET: is required[\s\S]*SESSION_SECRET: is required[\s\S]*FLIPBOOK_PASSWORD: is required/,
    );
    expect(() => parseEnv({ ...PRODUCTION, SESSION_SECRET: '' }, { production: true })).toThrow(
      /SESSION_SECRET: is required in production/,
    );
  });

  it('never lets production use the published sample password or demo keys', () => {
    expect(() =>
      parseEnv({ ...PRODUCTION, FLIPBOOK_PASSWORD: SAMPLE_FLIPBOOK_PASSWORD }, { production: true }),
    ).toThrow(/FLIPBOOK_PASSWORD: the published sample/);
    const demo = SAMPLE_ARCHITECT_DEMO_KEYS.split(',')[0]!;
    expect(() => parseEnv({ ...PRODUCTION, ARCHITECT_DEMO_KEYS: `MINE-1, ${demo}` }, { production: true })).toThrow(
      /ARCHITECT_DEMO_KEYS: the published sample/,
    );
    expect(parseEnv(PRODUCTION, { production: true }).ARCHITECT_DEMO_KEYS).toEqual([]);
    // The published sample purchases too, unless a demo deploy turns them on.
    expect(parseEnv(PRODUCTION, { production: true }).SAMPLE_PURCHASES).toBe('off');
    expect(
      parseEnv({ ...PRODUCTION, DEMO_MODE: '1', SAMPLE_PURCHASES: 'on' }, { production: true }).SAMPLE_PURCHASES,
    ).toBe('on');
    expect(parseEnv({}).SAMPLE_PURCHASES).toBe('on');
    expect(
      parseEnv({ ...PRODUCTION, ARCHITECT_DEMO_KEYS: 'MINE-1,MINE-2' }, { production: true }).ARCHITECT_DEMO_KEYS,
    ).toEqual(['MINE-1', 'MINE-2']);
  });

  it('reports bad values and missing production variables together', () => {
    expect(() => parseEnv({ ...PRODUCTION, SITE_URL: '', PORT: 'x' }, { production: true })).toThrow(
      /PORT[\s\S]*SITE_URL: is required/,
    );
  });
});
