import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail, canonicalEmailHash } from './address-key';

/* The one key every per-e-mail limit and mail cap counts under (decisions 115 and 140). */

const SEED = 20261207;
const RUNS = { seed: SEED, numRuns: 300 };

/** Local parts and domains as the browser's e-mail rule lets them through (letters, digits, . _ - +). */
const name = fc.stringMatching(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,15}$/);
const tag = fc.stringMatching(/^[A-Za-z0-9._+-]{0,10}$/);
const domain = fc.constantFrom(
  'example.com',
  'Example.ORG',
  'school.sch.uk',
  'gmail.com',
  'GoogleMail.com',
  'yahoo.co.uk',
);
const address = fc.tuple(name, tag, domain).map(([n, t, d]) => `${n}+${t}@${d}`);
/** Puts dots between any letters of a name (what Gmail ignores). */
const dotted = (local: string, cuts: boolean[]) =>
  [...local].map((ch, i) => (cuts[i % cuts.length] && i > 0 ? `.${ch}` : ch)).join('');

describe('canonicalEmail', () => {
  it('trims, lower-cases and drops a +tag, so one inbox is one key', () => {
    expect(canonicalEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
    expect(canonicalEmail('ada+books@example.com')).toBe('ada@example.com');
    expect(canonicalEmail('Ada+Books+2@Example.com')).toBe('ada@example.com');
    expect(canonicalEmail('victim+7@example.com')).toBe('victim@example.com');
  });

  it('folds Gmail: dots in the name do not count, and googlemail.com is gmail.com', () => {
    expect(canonicalEmail('t.a.r.get@gmail.com')).toBe('target@gmail.com');
    expect(canonicalEmail('target@googlemail.com')).toBe('target@gmail.com');
    expect(canonicalEmail(' T.Arget+quotes@GoogleMail.com')).toBe('target@gmail.com');
  });

  it('keeps what is not a tag or a Gmail dot: a leading +, a + in the domain, other providers’ dots, no @', () => {
    expect(canonicalEmail('+ada@example.com')).toBe('+ada@example.com');
    expect(canonicalEmail('ada@ex+ample.com')).toBe('ada@ex+ample.com');
    expect(canonicalEmail('a.d.a@example.com')).toBe('a.d.a@example.com');
    expect(canonicalEmail('a.d.a@gmail.com.evil.test')).toBe('a.d.a@gmail.com.evil.test');
    expect(canonicalEmail('...@gmail.com')).toBe('...@gmail.com');
    expect(canonicalEmail('not-an-email')).toBe('not-an-email');
  });

  it('has no key for an empty or impossibly long address', () => {
    expect(canonicalEmail('   ')).toBeNull();
    expect(canonicalEmail(`${'a'.repeat(250)}@x.test`)).toBeNull();
    expect(canonicalEmailHash('')).toBeNull();
  });

  it('is idempotent: a key is its own key (any string)', () => {
    fc.assert(
      fc.property(fc.oneof(address, fc.string({ maxLength: 80 })), (raw) => {
        const key = canonicalEmail(raw);
        if (key !== null) expect(canonicalEmail(key)).toBe(key);
      }),
      RUNS,
    );
  });

  it('gives one key whatever the case, the spaces around and the +tag', () => {
    fc.assert(
      fc.property(name, tag, domain, fc.boolean(), (n, t, d, upper) => {
        const plain = canonicalEmail(`${n}@${d}`);
        const typed = `  ${n}+${t}@${d} `;
        expect(canonicalEmail(upper ? typed.toUpperCase() : typed)).toBe(plain);
      }),
      RUNS,
    );
  });

  it('gives one key to every dotting of a Gmail name, on gmail.com and googlemail.com', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }),
        fc.constantFrom('gmail.com', 'googlemail.com', 'GMAIL.COM'),
        (local, cuts, gmail) => {
          expect(canonicalEmail(`${dotted(local, cuts)}@${gmail}`)).toBe(`${local}@gmail.com`);
        },
      ),
      RUNS,
    );
  });

  it('never folds dots elsewhere: two names that differ by a dot stay two keys', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9]{2,12}$/), fc.integer({ min: 1, max: 11 }), (local, at) => {
        fc.pre(at < local.length);
        const withDot = `${local.slice(0, at)}.${local.slice(at)}`;
        expect(canonicalEmail(`${withDot}@example.com`)).not.toBe(canonicalEmail(`${local}@example.com`));
      }),
      RUNS,
    );
  });

  it('hashes the canonical key, so spellings of one inbox share a hash and no address is stored', () => {
    const hash = canonicalEmailHash('T.Arget+1@googlemail.com');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalEmailHash('target@gmail.com')).toBe(hash);
    expect(canonicalEmailHash('target@example.com')).not.toBe(hash);
  });
});
