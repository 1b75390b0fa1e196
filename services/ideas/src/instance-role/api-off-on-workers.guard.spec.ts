import { NotFoundException, type ExecutionContext } from '@nestjs/common';
import type { IdeasEnvironment } from '../ideas-environment';
import { ApiOffOnWorkersGuard, isHealthPath } from './api-off-on-workers.guard';

const request = (method: string, url: string) =>
  ({ getType: () => 'http', switchToHttp: () => ({ getRequest: () => ({ method, url }) }) }) as unknown as ExecutionContext;
const guard = (servesApi: boolean) => new ApiOffOnWorkersGuard({ servesApi } as IdeasEnvironment);

describe('ApiOffOnWorkersGuard', () => {
  it('lets every route through on an instance that serves the API', () => {
    expect(guard(true).canActivate(request('GET', '/api/ideas'))).toBe(true);
  });

  it('answers a worker-only instance’s API routes with the unknown-route 404', () => {
    expect(() => guard(false).canActivate(request('POST', '/api/startup-ideas?x=1'))).toThrow(new NotFoundException('Cannot POST /api/startup-ideas'));
  });

  it('lets the health routes through on a worker-only instance', () => {
    for (const url of ['/health', '/health/live', '/health/ready?verbose']) expect(guard(false).canActivate(request('GET', url))).toBe(true);
  });
});

describe('isHealthPath', () => {
  it('is /health and what is under it, nothing that only starts the same', () => {
    expect(['/health', '/health/ready', '/healthz', '/api/health'].map(isHealthPath)).toEqual([true, true, false, false]);
  });
});
