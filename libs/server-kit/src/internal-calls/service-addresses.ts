import { Matches } from 'class-validator';

/** One http(s) origin, or several separated by commas (replicas with no balancer in front). */
const ADDRESS_LIST = /^https?:\/\/[^\s,/]+\/?(\s*,\s*https?:\/\/[^\s,/]+\/?)*$/;

/** Validates a variable that holds another service's addresses (AUTH_URL, IDEAS_URL, COMMUNITY_URL). */
export function IsServiceAddresses(): PropertyDecorator {
  return Matches(ADDRESS_LIST, { message: '$property must be an http(s) URL, or several separated by commas' });
}

/** Connection failures after which the call certainly did not reach the service: the next address may take it. */
const NOT_REACHED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

function notReached(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code !== undefined && NOT_REACHED.has(code);
}

/**
 * A service's addresses as another service calls them (service to service, beside the gateway): each
 * call starts at the next address in turn and moves on only when an address refuses the connection
 * (the call never reached it), so a replica that is down costs one refused connection, never a
 * failed call, and no call is ever made twice.
 */
export class ServiceAddresses {
  private readonly origins: string[];
  private next = 0;

  constructor(list: string) {
    this.origins = list
      .split(',')
      .map((address) => address.trim().replace(/\/$/, ''))
      .filter(Boolean);
    if (this.origins.length === 0) throw new Error('a service needs at least one address');
  }

  async fetch(path: string, init?: RequestInit): Promise<Response> {
    const start = this.next;
    this.next = (this.next + 1) % this.origins.length;
    let failure: unknown = null;
    for (let offset = 0; offset < this.origins.length; offset += 1) {
      try {
        return await fetch(`${this.origins[(start + offset) % this.origins.length]}${path}`, init);
      } catch (error) {
        if (!notReached(error)) throw error;
        failure = error;
      }
    }
    throw failure;
  }
}
