import type { Context } from 'hono';
import { z } from 'zod';
import { jsonError } from './errors';

/*
 * The shared contracts are zod/mini schemas, which register no locale; classic zod registers English only
 * when it builds its first schema. Set it here, so the sentences below ("is required" is read from zod's
 * English wording) never depend on which module happened to be imported first.
 */
z.config(z.locales.en());

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** A readable sentence for the first problem zod found. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `The field "${field}" is required.`;
  if (!field) return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  return `The field "${field}" is not valid: ${issue.message.replace(/\.$/, '')}.`;
}

/**
 * Reads and validates a JSON body. Malformed JSON and schema failures answer 400 with a
 * sentence naming the field (or `message`'s own wording); `failure` adds the contract's flag (`success: false`,
 * `valid: false`) so a remote parsing the body sees the shape it expects.
 */
export async function readJsonBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  options: { failure?: Record<string, unknown>; message?: (error: z.ZodError, raw: unknown) => string | undefined } = {},
): Promise<BodyResult<z.infer<S>>> {
  const failure = options.failure ?? {};
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: jsonError(c, 400, 'The request body is not valid JSON.', failure) };
  }
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) {
    const message = options.message?.(parsed.error, raw) ?? describeIssue(parsed.error);
    return { ok: false, response: jsonError(c, 400, message, failure) };
  }
  return { ok: true, data: parsed.data };
}
