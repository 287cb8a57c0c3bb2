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

  it('recognises production without NODE_ENV: a live payment key, or a SITE_URL that is not this machine (decision 141)', () => {
    // A live key with an https SITE_URL and no NODE_ENV: production's rules, naming what is missing.
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_live_example', SITE_URL: 'https://ashgrove.example' })).toThrow(
      /for production \(STRIPE_SECRET_KEY is a live key\)[\s\S]*ACCESS_TOKEN_SECRET: is required in production[\s\S]*SESSION_SECRET: is required[\s\S]*FLIPBOOK_PASSWORD: is required/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'rk_live_example' })).toThrow(/SITE_URL: is required in production/);
    // A public SITE_URL alone.
    expect(() => parseEnv({ SITE_URL: 'https://ashgrove.example' })).toThrow(
      /for production \(SITE_URL https:\/\/ashgrove.example is not this machine\)[\s\S]*SESSION_SECRET: is required/,
    );
    expect(() => parseEnv({ SITE_URL: 'http://192.168.1.20:8080' })).toThrow(/SESSION_SECRET: is required/);
    // Complete, it starts as production: no sample purchases, no demo keys.
    const complete = PRODUCTION; // no NODE_ENV
    const env = parseEnv(complete);
    expect(env.SAMPLE_PURCHASES).toBe('off');
    expect(env.ARCHITECT_DEMO_KEYS).toEqual([]);
    expect(() => parseEnv({ ...complete, SAMPLE_PURCHASES: 'on' })).toThrow(/SAMPLE_PURCHASES: on/);
    // Loopback addresses and test keys stay development.
    for (const site of ['http://localhost:8080', 'http://127.0.0.5:8080', 'http://[::1]:8080', 'https://localhost']) {
      expect(parseEnv({ SITE_URL: site, STRIPE_SECRET_KEY: 'sk_test_example' }).SAMPLE_PURCHASES).toBe('on');
    }
  });

  it('keeps the samples to a development server bound to this machine (HOST)', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) {
      const env = parseEnv({ HOST });
      expect(env.SAMPLE_PURCHASES).toBe('on');
      expect(env.FLIPBOOK_PASSWORD).toBe(SAMPLE_FLIPBOOK_PASSWORD);
    }
    const reachable = parseEnv({ HOST: '0.0.0.0' });
    expect(reachable.SAMPLE_PURCHASES).toBe('off');
    expect(reachable.ARCHITECT_DEMO_KEYS).toEqual([]);
    expect(reachable.FLIPBOOK_PASSWORD).not.toBe(SAMPLE_FLIPBOOK_PASSWORD);
    expect(reachable.FLIPBOOK_PASSWORD.length).toBeGreaterThanOrEqual(32);
    // What is set explicitly is used.
    expect(parseEnv({ HOST: '0.0.0.0', FLIPBOOK_PASSWORD: 'mine', SAMPLE_PURCHASES: 'on' })).toMatchObject({
      FLIPBOOK_PASSWORD: 'mine',
      SAMPLE_PURCHASES: 'on',
    });
  });

  it('loads team code in production only over https from another host, or from the root copy', () => {
    const refused = (extra: Record<string, string>) => () =>
      parseEnv({ ...PRODUCTION, ...extra }, { production: true });
    expect(refused({ REMOTE_URL_CATALOGUE: 'http://catalogue.example/remoteEntry.js' })).toThrow(
      /REMOTE_URL_CATALOGUE: production loads a remote only over https/,
    );
    expect(refused({ REMOTE_URL_COMMERCE: 'https://127.0.0.1:9443/remoteEntry.js' })).toThrow(/REMOTE_URL_COMMERCE:/);
    expect(refused({ REMOTE_URL_EDUCATION: '//education.example/remoteEntry.js' })).toThrow(/REMOTE_URL_EDUCATION:/);
    expect(refused({ RELEASE_ORIGINS: 'https://v2.example, http://v3.example' })).toThrow(
      /RELEASE_ORIGINS: production releases only from https origins/,
    );
    expect(refused({ RELEASE_ORIGINS: 'http://*--publisher-commerce.netlify.app' })).toThrow(/RELEASE_ORIGINS:/);
    const fine = {
      REMOTE_URL_CATALOGUE: 'https://catalogue.example/remoteEntry.js',
      REMOTE_URL_COMMERCE: '/remotes/commerce/remoteEntry.js',
      RELEASE_ORIGINS: 'https://v2.example,https://*--publisher-commerce.netlify.app',
    };
    expect(parseEnv({ ...PRODUCTION, ...fine }, { production: true }).REMOTE_URL_CATALOGUE).toBe(
      fine.REMOTE_URL_CATALOGUE,
    );
    // Outside production a developer's loopback http remotes are fine; so are they for a production test whose
    // own SITE_URL is this machine (the deploy suite on Netlify's CLI).
    expect(
      parseEnv({ REMOTE_URL_CATALOGUE: 'http://127.0.0.1:5101/remoteEntry.js' }).REMOTE_URL_CATALOGUE,
    ).toBeTruthy();
    const onThisMachine = {
      ...PRODUCTION,
      SITE_URL: 'http://localhost:8910',
      REMOTE_URL_CATALOGUE: 'http://127.0.0.1:8914/remoteEntry.js',
      RELEASE_ORIGINS: 'http://127.0.0.1:8915',
    };
    expect(parseEnv(onThisMachine, { production: true }).RELEASE_ORIGINS).toBe('http://127.0.0.1:8915');
    expect(() =>
      parseEnv(
        { ...onThisMachine, REMOTE_URL_EDUCATION: 'http://education.example/remoteEntry.js' },
        { production: true },
      ),
    ).toThrow(/REMOTE_URL_EDUCATION:/);
  });
});
