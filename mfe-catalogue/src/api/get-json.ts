import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** GET a same-origin API path and parse the body with the shared contract. */
export async function getJson<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new HttpError(response.status, `Request failed with status ${response.status}`);
  return schema.parse(await response.json());
}
