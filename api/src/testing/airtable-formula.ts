/*
 * A small evaluator for Airtable's formula language: enough for the filterByFormula text the
 * adapter generates and for tests that try to break out of a string literal. Field references
 * ({Name}), string literals with backslash escapes, numbers, = != < > <= >= &, and the
 * functions TRUE FALSE AND OR NOT LOWER UPPER LEN LEFT BLANK, DATETIME_PARSE (ISO text; a date is kept as
 * its epoch milliseconds) and IS_BEFORE. A syntax error throws, as Airtable answers 422
 * INVALID_FILTER_BY_FORMULA.
 */

type Value = string | number | boolean | null;
type Fields = Readonly<Record<string, unknown>>;
type Token = { kind: 'field' | 'string' | 'number' | 'name' | 'op' | 'punct'; text: string };

export class FormulaError extends Error {}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] ?? '';
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (ch === '{') {
      const end = source.indexOf('}', i);
      if (end < 0) throw new FormulaError('Unclosed field reference.');
      tokens.push({ kind: 'field', text: source.slice(i + 1, end) });
      i = end + 1;
    } else if (ch === "'" || ch === '"') {
      let out = '';
      i += 1;
      while (i < source.length && source[i] !== ch) {
        if (source[i] === '\\') i += 1;
        if (i >= source.length) break;
        out += source[i];
        i += 1;
      }
      if (source[i] !== ch) throw new FormulaError('Unclosed string literal.');
      tokens.push({ kind: 'string', text: out });
      i += 1;
    } else if (/\d/.test(ch)) {
      const m = /^\d+(\.\d+)?/.exec(source.slice(i));
      tokens.push({ kind: 'number', text: m?.[0] ?? ch });
      i += m?.[0].length ?? 1;
    } else if (/[A-Za-z_]/.test(ch)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
      tokens.push({ kind: 'name', text: (m?.[0] ?? ch).toUpperCase() });
      i += m?.[0].length ?? 1;
    } else {
      const two = source.slice(i, i + 2);
      const op = ['!=', '<=', '>='].includes(two) ? two : ch;
      if (!['=', '!=', '<', '>', '<=', '>=', '&', '(', ')', ','].includes(op)) {
        throw new FormulaError(`Unexpected character ${ch}.`);
      }
      tokens.push({ kind: '(),'.includes(op) ? 'punct' : 'op', text: op });
      i += op.length;
    }
  }
  return tokens;
}

/** Airtable shows a cell to a formula as text (lists joined), a number, or a boolean. */
function cell(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map((v) => (v && typeof v === 'object' ? '' : String(v))).join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

const asNumber = (v: Value): number => (typeof v === 'number' ? v : v === true ? 1 : Number(v) || 0);
const asText = (v: Value): string => (v === null ? '' : v === true ? '1' : v === false ? '0' : String(v));
const truthy = (v: Value): boolean => (typeof v === 'string' ? v !== '' : Boolean(v));

function compare(op: string, a: Value, b: Value): boolean {
  const numeric = [a, b].every((v) => typeof v !== 'string') || typeof a === 'boolean' || typeof b === 'boolean';
  const x = numeric ? asNumber(a) : asText(a);
  const y = numeric ? asNumber(b) : asText(b);
  switch (op) {
    case '=':
      return x === y;
    case '!=':
      return x !== y;
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    default:
      return x >= y;
  }
}

const FUNCTIONS: Record<string, (args: Value[]) => Value> = {
  TRUE: () => true,
  FALSE: () => false,
  AND: (args) => args.length > 0 && args.every(truthy),
  OR: (args) => args.some(truthy),
  NOT: (args) => !truthy(args[0] ?? null),
  LOWER: (args) => asText(args[0] ?? null).toLowerCase(),
  UPPER: (args) => asText(args[0] ?? null).toUpperCase(),
  LEN: (args) => asText(args[0] ?? null).length,
  LEFT: ([text = null, count = null]) => asText(text).slice(0, typeof count === 'number' ? count : 0),
  BLANK: () => null,
  // An unparseable date is Airtable's #ERROR!, which no filter matches: null here.
  DATETIME_PARSE: (args) => {
    const at = Date.parse(asText(args[0] ?? null));
    return Number.isFinite(at) ? at : null;
  },
  IS_BEFORE: ([a = null, b = null]) => typeof a === 'number' && typeof b === 'number' && a < b,
};

/** Parses once; the returned predicate tells whether a record's fields match. */
export function compileFormula(source: string): (fields: Fields) => boolean {
  const tokens = tokenize(source);
  let pos = 0;
  const peek = () => tokens[pos];
  const expect = (text: string) => {
    if (peek()?.text !== text) throw new FormulaError(`Expected ${text}.`);
    pos += 1;
  };

  type Node = (fields: Fields) => Value;
  function comparison(): Node {
    let left = concat();
    while (peek()?.kind === 'op' && peek()?.text !== '&') {
      const op = tokens[pos++]?.text ?? '=';
      const l = left;
      const r = concat();
      left = (f) => compare(op, l(f), r(f));
    }
    return left;
  }
  function concat(): Node {
    let left = primary();
    while (peek()?.text === '&') {
      pos += 1;
      const l = left;
      const r = primary();
      left = (f) => asText(l(f)) + asText(r(f));
    }
    return left;
  }
  function primary(): Node {
    const token = tokens[pos++];
    if (!token) throw new FormulaError('Unexpected end of formula.');
    if (token.kind === 'field') return (f) => cell(f[token.text]);
    if (token.kind === 'string') return () => token.text;
    if (token.kind === 'number') return () => Number(token.text);
    if (token.text === '(') {
      const inner = comparison();
      expect(')');
      return inner;
    }
    const fn = token.kind === 'name' ? FUNCTIONS[token.text] : undefined;
    if (!fn) throw new FormulaError(`Unknown function ${token.text}.`);
    expect('(');
    const args: Node[] = [];
    if (peek()?.text !== ')') {
      args.push(comparison());
      while (peek()?.text === ',') {
        pos += 1;
        args.push(comparison());
      }
    }
    expect(')');
    return (f) => fn(args.map((a) => a(f)));
  }

  const root = comparison();
  if (pos !== tokens.length) throw new FormulaError(`Unexpected ${tokens[pos]?.text}.`);
  return (fields) => truthy(root(fields));
}
