import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { sqliteRecordStore } from '../sqlite/record-store';
import { localVerifier } from './verifier';
import { findSale, verifyLicense } from '../../../../mfe-commerce/src/server/verify/outcome';

let dir: string;
let records: RecordStore;
let verifier: ReturnType<typeof localVerifier>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'verifier-'));
  records = sqliteRecordStore({ dataDir: dir, seedSamples: true });
  verifier = localVerifier(records);
  const base = { source: 'sandbox' as const, priceId: 'price_x', bookSlug: 'crownless', licenseKey: null, quantity: 1 };
  await records.savePurchase({
    ...base,
    email: 'disputed@example.com',
    productId: 'collectors-edition',
    orderId: 'SBX-1',
    status: 'disputed',
  });
  await records.savePurchase({
    ...base,
    email: 'pending@example.com',
    productId: 'collectors-edition',
    orderId: 'SBX-2',
    status: 'pending',
  });
  await records.savePurchase({
    ...base,
    email: 'other@example.com',
    productId: 'collectors-edition',
    bookSlug: 'another-book',
    orderId: 'SBX-3',
    status: 'paid',
  });
  await records.savePurchase({
    ...base,
    email: 'sandbox@example.com',
    productId: 'collectors-edition',
    orderId: 'SBX-4',
    status: 'paid',
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const collectors = ['collectors-edition'] as const;

describe('local verifier over the record store', () => {
  it('lets no sample purchase prove anything when samples are off (production)', async () => {
    const strict = localVerifier(records, { samples: false });
    const sample = await findSale(strict, {
      email: 'reader@example.com',
      orderNumber: 'SAMPLE-CROWNLESS-1001',
      products: collectors,
      bookSlug: 'crownless',
    });
    expect(sample).toEqual({ ok: false, reason: 'not_found' });
  });

  it('accepts the paid sample purchase and a sandbox purchase', async () => {
    const sample = await findSale(verifier, {
      email: 'Reader@Example.com',
      orderNumber: ' SAMPLE-CROWNLESS-1001 ',
      products: collectors,
      bookSlug: 'crownless',
    });
    expect(sample).toMatchObject({
      ok: true,
      purchase: { product: 'collectors-edition', orderNumber: 'SAMPLE-CROWNLESS-1001' },
    });
    expect(
      (
        await findSale(verifier, {
          email: 'sandbox@example.com',
          orderNumber: 'SBX-4',
          products: collectors,
          bookSlug: 'crownless',
        })
      ).ok,
    ).toBe(true);
    // A per-book product asked for with no book proves nothing (services/verify-outcome).
    expect(
      await findSale(verifier, { email: 'sandbox@example.com', orderNumber: 'SBX-4', products: collectors }),
    ).toEqual({ ok: false, reason: 'wrong_product' });
    expect(verifier.method).toBe('local');
  });

  it('applies the same rejections as Gumroad', async () => {
    const ask = (email: string, orderNumber: string, bookSlug = 'crownless') =>
      findSale(verifier, { email, orderNumber, products: collectors, bookSlug });
    expect(await ask('refunded@example.com', 'SAMPLE-CROWNLESS-1002')).toEqual({ ok: false, reason: 'refunded' });
    expect(await ask('disputed@example.com', 'SBX-1')).toEqual({ ok: false, reason: 'disputed' });
    expect(await ask('pending@example.com', 'SBX-2')).toEqual({ ok: false, reason: 'lapsed' });
    expect(await ask('other@example.com', 'SBX-3')).toEqual({ ok: false, reason: 'wrong_product' });
    expect(await ask('designer@example.com', 'SAMPLE-COVER-2001')).toEqual({ ok: false, reason: 'wrong_product' });
    expect(await ask('stranger@example.com', 'SAMPLE-CROWNLESS-1001')).toEqual({ ok: false, reason: 'not_found' });
  });

  it('checks licence keys and, when given, their e-mail', async () => {
    expect(await verifyLicense(verifier, { key: 'COVER-SAMPLE-2001-KEY', products: ['cover-creator'] })).toMatchObject({
      ok: true,
    });
    expect(await verifyLicense(verifier, { key: 'COVER-SAMPLE-2001-KEY', products: ['architect-method'] })).toEqual({
      ok: false,
      reason: 'wrong_product',
    });
    expect(
      await verifyLicense(verifier, {
        key: 'COVER-SAMPLE-2001-KEY',
        products: ['cover-creator'],
        email: 'x@example.com',
      }),
    ).toEqual({ ok: false, reason: 'not_found' });
    expect(await verifyLicense(verifier, { key: 'NO-SUCH-KEY', products: ['cover-creator'] })).toEqual({
      ok: false,
      reason: 'not_found',
    });
  });
});
