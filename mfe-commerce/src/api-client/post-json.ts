import type * as z from 'zod/mini';

/** fetch itself failed (offline, connection refused): the spec words this apart from a refusal. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export interface Answer<T> {
  ok: boolean;
  status: number;
  /** The body parsed with the contract, or null when it did not match. */
  data: T | null;
  /** The `{ error }` text of a refusal, when the server gave one. */
  error: string | null;
}

/** POST JSON to a same-origin function and parse whatever comes back with the shared contract. */
export async function postJson<S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<Answer<z.infer<S>>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new NetworkError(cause);
  }
  const json: unknown = await response.json().catch(() => null);
  const parsed = schema.safeParse(json);
  const error = (json as { error?: unknown } | null)?.error;
  return {
    ok: response.ok,
    status: response.status,
    data: parsed.success ? parsed.data : null,
    error: typeof error === 'string' && error.trim() !== '' ? error : null,
  };
}
