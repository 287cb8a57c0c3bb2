import type * as z from 'zod/mini';

/** The server answered, but not with success. `body` is its JSON, when it sent any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, DNS, aborted connection). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export const jsonBody = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
});

/**
 * A same-origin API call whose success body is parsed with the shared contract. Cookies go
 * along (same-origin default): the API's signed subscription cookie decides what we may see.
 */
export async function requestJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init: RequestInit = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NetworkError(error);
  }
  const body = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return schema.parse(body);
}

/** `?a=1&b=2` from an object, skipping nothing: every value is required by the contracts. */
export const query = (params: Record<string, string>): string => `?${new URLSearchParams(params).toString()}`;
