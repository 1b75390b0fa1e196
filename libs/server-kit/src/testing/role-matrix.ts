import type { INestApplication } from '@nestjs/common';
import type { Response } from 'supertest';
import { request } from './request';

/**
 * What one caller gets from one endpoint in a role-by-action matrix: any 2xx or redirect
 * (`allowed`), or exactly this error body.
 */
export type MatrixOutcome = 'allowed' | { status: number; message: string };

export const refused = (status: number, message: string): MatrixOutcome => ({ status, message });

/** A response as a matrix outcome: the error bodies compared whole, any success or redirect as `allowed`. */
export function outcomeOf(response: Response): MatrixOutcome {
  if (response.status >= 200 && response.status < 400) return 'allowed';
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

/** Who calls in a matrix: the owner, an editor, a commenter and a viewer of one company, and a founder outside it. */
export type MatrixRole = 'owner' | 'editor' | 'commenter' | 'viewer' | 'stranger';
export const MATRIX_ROLES: readonly MatrixRole[] = ['owner', 'editor', 'commenter', 'viewer', 'stranger'];
export type MatrixOutcomes = Record<MatrixRole, MatrixOutcome>;

/** Every role alike: a public call, each role's own resources, or a call no identity opens. */
export const sameForEvery = (outcome: MatrixOutcome): MatrixOutcomes => Object.fromEntries(MATRIX_ROLES.map((role) => [role, outcome])) as MatrixOutcomes;
/** The owner's own row: every other founder, a member of the owner's company or not, gets the stranger's 404. */
export const ownerOnly = (notFound: string): MatrixOutcomes => ({ ...sameForEvery(refused(404, notFound)), owner: 'allowed' });
/** An internal call (GET /internal/...) sent with an identity but not the internal token. */
export const NOT_INTERNAL: MatrixOutcomes = sameForEvery(refused(401, 'Invalid internal token'));
