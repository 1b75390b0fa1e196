import { Injectable } from '@nestjs/common';

/** A readiness condition of one part of a service: null when it is met, else why not (the 503's message). */
export type ReadinessCheck = () => string | null | Promise<string | null>;

/**
 * What GET /health/ready checks beyond the database and the migrations: parts of a service add
 * their own (a job queue this instance must run), by name.
 */
@Injectable()
export class ReadinessChecks {
  private readonly checks = new Map<string, ReadinessCheck>();

  add(name: string, check: ReadinessCheck): void {
    this.checks.set(name, check);
  }

  /** Each check's name and its failure (null when met), in the order they were added. */
  async results(): Promise<Array<[string, string | null]>> {
    return Promise.all([...this.checks].map(async ([name, check]) => [name, await check()] as [string, string | null]));
  }
}
