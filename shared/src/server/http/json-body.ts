import type { Context, ValidationTargets } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { jsonError } from './errors';

/*
 * The shared contracts are zod/mini schemas, which register no locale; classic zod registers English only
 * when it builds its first schema. Set it here, so the sentences below ("is required" is read from zod's
 * English wording) never depend on which module happened to be imported first.
 */
z.config(z.locales.en());

/** A readable sentence for the first problem zod found. */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.');
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message))
    return `The field "${field}" is required.`;
  // The body itself is not an object (an array, a string, null): say so, not zod's "expected object, received array".
  if (!field && issue.code === 'invalid_type' && issue.expected === 'object')
    return 'The request body must be a JSON object.';
  if (!field) return issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  return `The field "${field}" is not valid: ${issue.message.replace(/\.$/, '')}.`;
}

export interface ValidationOptions {
  /** The contract's failure flag (`success: false`, `valid: false`), so a remote parsing the body sees the shape it expects. */
  failure?: Record<string, unknown>;
  /** A sentence of the contract's own for this input, in place of the generic one. */
  message?: (error: z.core.$ZodError, raw: unknown) => string | undefined;
}

/**
 * Hono's zod validator with the API's error answer: 400 `{ error: "<sentence naming the field>" }`
 * plus the contract's failure flag. The handler reads the parsed value with `c.req.valid(target)`.
 * Malformed JSON is refused by the validator before the schema runs (handleError in errors.ts).
 */
export function validated<Target extends keyof ValidationTargets, S extends z.core.$ZodType>(
  target: Target,
  schema: S,
  options: ValidationOptions = {},
) {
  return zValidator(target, schema, (result, c: Context) => {
    if (result.success) return undefined;
    const message = options.message?.(result.error, result.data) ?? describeIssue(result.error);
    return jsonError(c, 400, message, options.failure ?? {});
  });
}

/** The JSON body, validated (see validated). */
export const jsonBody = <S extends z.core.$ZodType>(schema: S, options: ValidationOptions = {}) =>
  validated('json', schema, options);
