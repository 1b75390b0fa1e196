import type { INestApplication } from '@nestjs/common';
import type { Response } from 'supertest';
import { request } from './request';

/**
 * What one caller gets from one endpoint in a role-by-action matrix: any 2xx (`allowed`), or
 * exactly this error body.
 */
export type MatrixOutcome = 'allowed' | { status: number; message: string };

export const refused = (status: number, message: string): MatrixOutcome => ({ status, message });

/** A response as a matrix outcome: the error bodies compared whole, any success as `allowed`. */
export function outcomeOf(response: Response): MatrixOutcome {
  if (response.status >= 200 && response.status < 300) return 'allowed';
  const body = response.body as { message?: unknown };
  return { status: response.status, message: typeof body?.message === 'string' ? body.message : JSON.stringify(response.body ?? response.text) };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the app's own OpenAPI document (/docs-json) as "METHOD /path", sorted. */
export async function openApiOperations(app: INestApplication): Promise<string[]> {
  const document = (await request(app).get('/docs-json')).body as { paths: Record<string, Partial<Record<string, unknown>>> };
  return Object.entries(document.paths)
    .flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}
