/** The API answered with a non-ok status (404 is "not found", anything else a failure). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The API answered, but not in the shape of the shared contract. */
export class InvalidDataError extends Error {
  constructor(path: string) {
    super(`The response of ${path} does not match its contract.`);
    this.name = 'InvalidDataError';
  }
}

/** GET a same-origin API path; the body is parsed against its contract by the cache. */
export async function fetchJson(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new HttpError(response.status, `Request failed with status ${response.status}`);
  return response.json().catch(() => undefined);
}

export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
export const isInvalidData = (error: unknown): boolean => error instanceof InvalidDataError;
