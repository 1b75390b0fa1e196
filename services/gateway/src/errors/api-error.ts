import type { ApiErrorBody } from '@founder/contracts';

/** An error whose status and message go to the client as they are: {statusCode, message}. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra headers of the answer, e.g. Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, message: this.message };
  }
}
