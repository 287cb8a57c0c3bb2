import type * as z from 'zod/mini';

/*
 * The one client every remote uses for the site's own API (issue 16, decision 108): same-origin
 * JSON, bodies parsed with the shared zod contracts, and one error type. zod/mini's types only:
 * the schema a caller passes does the parsing, so this module adds no validator to any bundle.
 */

/** Why a call did not give the contract's answer. */
export type ApiErrorKind =
  /** No answer at all: offline, DNS, a connection reset (the spec words this apart from a refusal). */
  | 'network'
  /** The server answered with a non-2xx status. */
  | 'http'
  /** The server answered 2xx, but not in the shape of the contract. */
  | 'contract';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    /** The HTTP status; 0 when no answer came. */
    readonly status: number,
    /** The answer's JSON body, when it had one. */
    readonly body: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(
      kind === 'network'
        ? 'Network request failed'
        : kind === 'http'
          ? `Request failed with status ${status}`
          : `The response of ${path} does not match its contract.`,
      options,
    );
    this.name = 'ApiError';
  }

  /** The `{ error }` sentence the server gave with its refusal, if any. */
  get serverMessage(): string | null {
    const text = (this.body as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  }
}

const isApiError = (error: unknown, kind: ApiErrorKind): error is ApiError =>
  error instanceof ApiError && error.kind === kind;

export const isNetworkError = (error: unknown): error is ApiError => isApiError(error, 'network');
export const isContractError = (error: unknown): error is ApiError => isApiError(error, 'contract');
/** A refusal with this status (or any refusal, without one). */
export const isHttpError = (error: unknown, status?: number): error is ApiError =>
  isApiError(error, 'http') && (status === undefined || error.status === status);
export const isNotFound = (error: unknown): boolean => isHttpError(error, 404);

/** A JSON POST body. */
export const jsonBody = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** `?a=1&b=2` from an object: every value is required by the contracts. */
export const query = (params: Record<string, string>): string => `?${new URLSearchParams(params).toString()}`;

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function call(path: string, init: RequestInit, fetchImpl: Fetch): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch (error) {
    // An abort is the caller's own doing: it gets its AbortError back, not a network failure.
    if (init.signal?.aborted) throw error;
    throw new ApiError('network', path, 0, null, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError('http', path, response.status, body);
  return { status: response.status, body };
}

/**
 * Calls a same-origin API path and answers its 2xx JSON body, unparsed (for callers that parse it
 * later, e.g. a cache keyed by path). Cookies go along (same-origin default). Throws ApiError.
 */
export async function requestBody(path: string, init: RequestInit = {}, fetchImpl: Fetch = fetch): Promise<unknown> {
  return (await call(path, init, fetchImpl)).body;
}

/** Calls a same-origin API path and answers its body parsed with the contract. Throws ApiError. */
export async function requestJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init: RequestInit = {},
  fetchImpl: Fetch = fetch,
): Promise<z.infer<S>> {
  const { status, body } = await call(path, init, fetchImpl);
  return parseAnswer(path, status, body, schema);
}

/** A 2xx body parsed with its contract, or the contract error. */
export function parseAnswer<S extends z.ZodMiniType>(
  path: string,
  status: number,
  body: unknown,
  schema: S,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError('contract', path, status, body);
  return parsed.data;
}

/** POSTs JSON and answers the body parsed with the contract. Throws ApiError. */
export const postJson = <S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema: S,
  fetchImpl: Fetch = fetch,
): Promise<z.infer<S>> => requestJson(path, schema, jsonBody(body), fetchImpl);
