import { Injectable, NotFoundException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { IdeasEnvironment } from '../ideas-environment';

/** Whether a request path is one of the health routes every instance answers. */
export function isHealthPath(path: string): boolean {
  return path === '/health' || path.startsWith('/health/');
}

/**
 * A worker-only instance (IDEAS_ROLE=worker) answers /health/* for its probes and nothing else:
 * any other route is the JSON 404 of an unknown route, so a worker put behind the gateway by
 * mistake serves no API.
 */
@Injectable()
export class ApiOffOnWorkersGuard implements CanActivate {
  constructor(private readonly environment: IdeasEnvironment) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.environment.servesApi || context.getType() !== 'http') return true;
    const { method, url } = context.switchToHttp().getRequest<{ method: string; url: string }>();
    const [path] = url.split('?');
    if (isHealthPath(path)) return true;
    throw new NotFoundException(`Cannot ${method} ${path}`);
  }
}
