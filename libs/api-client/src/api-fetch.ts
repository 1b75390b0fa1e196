import { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchOptions {
  method?: HttpMethod;
  /** A plain object or array is sent as JSON; a string, FormData etc. as is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const prototype = Object.getPrototypeOf(body);
  return Array.isArray(body) || prototype === Object.prototype || prototype === null;
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === '') return null;
  return contentType?.includes('json') ? JSON.parse(text) : text;
}

/** An OK answer with its status, for a call whose answer differs by status (200 the result, 202 a job). */
export interface ApiAnswer<T> {
  status: number;
  body: T;
}

/**
 * The one fetch wrapper (spec section 7): cookies always sent, object bodies as JSON, JSON answers
 * parsed (an empty answer is null), and any non-OK answer thrown as an ApiError.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  return (await apiAnswer<T>(path, options)).body;
}

/** apiFetch, with the answer's status beside its body. */
export async function apiAnswer<T = unknown>(path: string, options: ApiFetchOptions = {}): Promise<ApiAnswer<T>> {
  const { method = 'GET', body, headers = {}, signal } = options;
  const json = isJsonBody(body);
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: json ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as BodyInit),
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return { status: response.status, body: parseBody(text, response.headers.get('content-type')) as T };
}

/** apiFetch with the method first, for mutations: apiRequest('POST', '/api/waitlist', { email, name }). */
export function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return apiFetch<T>(path, { method, body });
}
