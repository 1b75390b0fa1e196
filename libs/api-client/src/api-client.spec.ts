import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, serverMessage } from './api-error';
import { apiFetch, apiRequest } from './api-fetch';
import { fetchCurrentUser } from './session-check';
import { getQueryFn, queryClientConfig } from './query-client';

interface Received {
  method?: string;
  url?: string;
  contentType?: string;
  body: string;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real local HTTP server: the wrapper is tested against real responses, not a mocked fetch. */
let server: Server;
let base: string;
let handler: Handler;
let received: Received;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received = { method: request.method, url: request.url, contentType: request.headers['content-type'], body };
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function answer(status: number, body: string, contentType?: string, statusText?: string): Handler {
  return (_request, response) => {
    response.statusMessage = statusText ?? response.statusMessage;
    response.writeHead(status, contentType ? { 'Content-Type': contentType } : {});
    response.end(body);
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiFetch', () => {
  it('sends an object body as JSON with a JSON content type and parses the JSON answer', async () => {
    handler = answer(201, '{"id":7}', 'application/json; charset=utf-8');
    await expect(apiRequest('POST', `${base}/api/waitlist`, { email: 'a@b.co', name: 'Ada' })).resolves.toEqual({ id: 7 });
    expect(received).toEqual({ method: 'POST', url: '/api/waitlist', contentType: 'application/json', body: '{"email":"a@b.co","name":"Ada"}' });
  });

  it('sends no body and no content type for a GET, and returns null for an empty answer', async () => {
    handler = answer(204, '');
    await expect(apiFetch(`${base}/api/auth/logout`)).resolves.toBeNull();
    expect(received).toEqual({ method: 'GET', url: '/api/auth/logout', contentType: undefined, body: '' });
  });

  it('throws "status: body text" with the server message of a JSON error body', async () => {
    const body = '{"statusCode":409,"message":"This email is already on the waitlist"}';
    handler = answer(409, body, 'application/json');
    const error = await failure(apiRequest('POST', `${base}/api/waitlist`, { email: 'a@b.co', name: 'Ada' }));
    expect(error.message).toBe(`409: ${body}`);
    expect(error.status).toBe(409);
    expect(error.serverMessage).toBe('This email is already on the waitlist');
    expect(serverMessage(error)).toBe('This email is already on the waitlist');
  });

  it('uses the status text when the error body is empty', async () => {
    handler = answer(500, '', undefined, 'Internal Server Error');
    const error = await failure(apiFetch(`${base}/x`));
    expect(error.message).toBe('500: Internal Server Error');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('keeps a plain-text error body in the message, without a server message', async () => {
    handler = answer(502, 'Bad gateway upstream', 'text/plain');
    const error = await failure(apiFetch(`${base}/x`));
    expect(error.message).toBe('502: Bad gateway upstream');
    expect(error.serverMessage).toBeUndefined();
  });

  it('has no server message for a JSON body without a string message', async () => {
    handler = answer(400, '{"statusCode":400,"message":""}', 'application/json');
    expect((await failure(apiFetch(`${base}/x`))).serverMessage).toBeUndefined();
  });
});

describe('serverMessage', () => {
  it('is undefined for errors that are not API errors', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage(undefined)).toBeUndefined();
  });
});

describe('the default data loader', () => {
  it('GETs the query key and throws on 401 by default', async () => {
    handler = answer(401, '{"statusCode":401,"message":"Not authenticated"}', 'application/json');
    const load = getQueryFn({ on401: 'throw' });
    const call = load({ queryKey: [`${base}/api/auth/me`], signal: new AbortController().signal, meta: undefined } as never);
    await expect(call).rejects.toThrow('401: {"statusCode":401,"message":"Not authenticated"}');
    expect(received.method).toBe('GET');
  });

  it('returns null on 401 when asked to, and still throws other errors', async () => {
    const load = getQueryFn({ on401: 'returnNull' });
    const context = { queryKey: [`${base}/api/auth/me`], signal: new AbortController().signal, meta: undefined } as never;
    handler = answer(401, '', undefined, 'Unauthorized');
    await expect(load(context)).resolves.toBeNull();
    handler = answer(500, 'boom', 'text/plain');
    await expect(load(context)).rejects.toThrow('500: boom');
  });
});

describe('queryClientConfig', () => {
  it('has the spec defaults: never stale, no refetch on focus, no polling, no retries', () => {
    const { queries, mutations } = new QueryClient(queryClientConfig()).getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});

describe('fetchCurrentUser', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('is null when the session check fails, whatever the failure', async () => {
    // The hook calls the relative path '/api/auth/me'; point it at the local server.
    const viaServer = (status: number, body: string) => {
      handler = answer(status, body, 'application/json');
      global.fetch = ((input: string, init?: RequestInit) => originalFetch(`${base}${input}`, init)) as typeof fetch;
    };
    viaServer(401, '{"statusCode":401,"message":"Not authenticated"}');
    await expect(fetchCurrentUser()).resolves.toBeNull();
    viaServer(500, '{"statusCode":500,"message":"Internal server error"}');
    await expect(fetchCurrentUser()).resolves.toBeNull();
    global.fetch = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('is the user when signed in', async () => {
    handler = answer(200, '{"id":1,"email":"ada@example.com"}', 'application/json');
    global.fetch = ((input: string, init?: RequestInit) => originalFetch(`${base}${input}`, init)) as typeof fetch;
    await expect(fetchCurrentUser()).resolves.toEqual({ id: 1, email: 'ada@example.com' });
    expect(received.url).toBe('/api/auth/me');
  });
});
