import { describe, expect, it } from 'vitest';
import {
  REFERENCE_ALPHABET,
  newOrderReference,
  orderNumberQuery,
  orderReferenceFrom,
  parseOrderReference,
} from './order-reference';

const FORMAT = /^ASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

describe('order reference (decision 120)', () => {
  it('reads ASH-XXXX-XXXX in an alphabet without 0, O, 1, I or L', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(31);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    for (let i = 0; i < 1000; i += 1) expect(newOrderReference()).toMatch(FORMAT);
  });

  it('is unique over 20,000 fresh references and uses every symbol about equally', () => {
    const refs = Array.from({ length: 20_000 }, newOrderReference);
    expect(new Set(refs).size).toBe(refs.length);
    const counts = new Map<string, number>();
    for (const ch of refs.join('').replace(/ASH|-/g, '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(31);
    const expected = (20_000 * 8) / 31; // ≈ 5161 each; a biased modulo would skew the first symbols
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.1);
  });

  it('derives the same reference from the same seed, and different ones from different seeds', () => {
    expect(orderReferenceFrom('book-abc')).toBe(orderReferenceFrom('book-abc'));
    expect(orderReferenceFrom('book-abc')).toMatch(FORMAT);
    expect(orderReferenceFrom('book-abd')).not.toBe(orderReferenceFrom('book-abc'));
  });

  it('accepts a typed reference in any case, without dashes or with spaces; nothing else', () => {
    expect(parseOrderReference('ASH-7K3Q-9FXM')).toBe('ASH-7K3Q-9FXM');
    expect(parseOrderReference('ash7k3q9fxm')).toBe('ASH-7K3Q-9FXM');
    expect(parseOrderReference(' ash 7k3q 9fxm ')).toBe('ASH-7K3Q-9FXM');
    expect(parseOrderReference('Ash-7K3Q9fxm')).toBe('ASH-7K3Q-9FXM');
    expect(parseOrderReference('ASH-7K3Q-9FX')).toBeNull(); // too short
    expect(parseOrderReference('ASH-7K3Q-9FX0')).toBeNull(); // 0 is not in the alphabet
    expect(parseOrderReference('cs_test_123')).toBeNull();
  });

  it('looks a typed order number up as a reference when it reads as one, else as the order id (a session id)', () => {
    expect(orderNumberQuery('ash-7k3q-9fxm')).toEqual({ reference: 'ASH-7K3Q-9FXM' });
    expect(orderNumberQuery(' cs_test_a1B2 ')).toEqual({ orderId: 'cs_test_a1B2' });
    expect(orderNumberQuery('SAMPLE-CROWNLESS-1001')).toEqual({ orderId: 'SAMPLE-CROWNLESS-1001' });
  });
});
