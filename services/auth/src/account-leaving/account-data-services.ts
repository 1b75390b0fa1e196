import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { INTERNAL_USER_DATA_PATHS, type UserDataExport } from '@founder/contracts';
import { INTERNAL_TOKEN_HEADER, internalToken } from '@founder/identity';
import { ServiceAddresses } from '@founder/server-kit';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AuthEnvironment } from '../auth-environment';

/** A service that holds part of a founder's data. */
export interface DataService {
  name: 'ideas' | 'community';
  addresses: ServiceAddresses;
}

const CALL_TIMEOUT_MS = 30_000;

/**
 * Auth's calls to ideas and community for a founder's data (their /internal/users/{id} endpoints,
 * with the internal token). A service that is down or answers an error is a ServiceUnavailableException
 * with the message the caller chose, so the founder is told to try again.
 */
@Injectable()
export class AccountDataServices {
  private readonly logger = new Logger('AccountDataServices');
  private readonly token: string;
  readonly services: DataService[];

  constructor(environment: AuthEnvironment) {
    this.token = internalToken(environment.IDENTITY_SECRET);
    this.services = [
      { name: 'ideas', addresses: new ServiceAddresses(environment.IDEAS_URL) },
      { name: 'community', addresses: new ServiceAddresses(environment.COMMUNITY_URL) },
    ];
  }

  async exportOf(service: DataService, userId: number, unavailable: string): Promise<UserDataExport> {
    const response = await this.call(service, INTERNAL_USER_DATA_PATHS.export(userId), 'GET', unavailable);
    return (await response.json()) as UserDataExport;
  }

  /** A file the service listed in its export, as a stream read only when the zip gets to it. */
  file(service: DataService, path: string, unavailable: string): Readable {
    const call = () => this.call(service, path, 'GET', unavailable);
    return Readable.from(
      (async function* () {
        const response = await call();
        if (response.body) yield* Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
      })(),
    );
  }

  async delete(service: DataService, userId: number, unavailable: string): Promise<void> {
    await this.call(service, INTERNAL_USER_DATA_PATHS.user(userId), 'DELETE', unavailable);
  }

  private async call(service: DataService, path: string, method: string, unavailable: string): Promise<Response> {
    let response: Response;
    try {
      response = await service.addresses.fetch(path, { method, headers: { [INTERNAL_TOKEN_HEADER]: this.token }, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    } catch (error) {
      this.logger.warn(`${method} ${path} on ${service.name} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(unavailable);
    }
    if (!response.ok) {
      this.logger.warn(`${method} ${path} on ${service.name} answered ${response.status}`);
      throw new ServiceUnavailableException(unavailable);
    }
    return response;
  }
}
