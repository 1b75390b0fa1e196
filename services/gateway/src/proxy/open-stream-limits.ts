import { ApiError } from '../errors/api-error';

/** How long a refused client is told to wait before it tries again. */
const RETRY_AFTER_SECONDS = 5;

export interface OpenStreamLimitSettings {
  /** Long-lived calls one client address may have open at once. */
  perClient: number;
  /** Long-lived calls open at once through this gateway (also its long-lived pool's connections per service). */
  total: number;
}

/**
 * Counts the long-lived calls (event streams, generation calls that wait) open through this gateway,
 * per client address and in all, and refuses one past either limit: 429 for a client over its own
 * share, 503 when the gateway is full, each with Retry-After. Counts of open connections belong to
 * the process that holds them, so they live in its memory (each gateway instance bounds its own).
 */
export class OpenStreamLimits {
  private readonly perClient = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: OpenStreamLimitSettings) {}

  /** Counts one more open call of the client and answers how to give it back, or throws the refusal. */
  open(client: string): () => void {
    const open = this.perClient.get(client) ?? 0;
    if (open >= this.limits.perClient) {
      throw new ApiError(429, `Too many open streams from this address (${this.limits.perClient}). Close one and try again.`, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    }
    if (this.total >= this.limits.total) throw new ApiError(503, 'Too many open streams. Please try again shortly.', { 'retry-after': String(RETRY_AFTER_SECONDS) });
    this.perClient.set(client, open + 1);
    this.total += 1;
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      this.total -= 1;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left === 0) this.perClient.delete(client);
      else this.perClient.set(client, left);
    };
  }

  /** Calls open now, in all and of one client. */
  openCount(client?: string): number {
    return client === undefined ? this.total : (this.perClient.get(client) ?? 0);
  }
}
