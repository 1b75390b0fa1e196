/**
 * The error of every non-OK API answer. Its message follows the spec's rule (section 8):
 * status code, colon, space, then the response body text, or the status text when the body is empty.
 */
const API_ERROR_BRAND = Symbol.for('founder.api-error');

export class ApiError extends Error {
  /**
   * Every federated bundle carries its own copy of this class (the shell's data loader throws the
   * shell's copy), so `instanceof` recognises an error of any copy by a registry-wide brand.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[API_ERROR_BRAND] === true;
  }

  readonly [API_ERROR_BRAND] = true;

  /** The `message` field of a JSON error body ({"statusCode": n, "message": "..."}), if any. */
  readonly serverMessage: string | undefined;

  constructor(
    readonly status: number,
    statusText: string,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.serverMessage = messageOfJsonBody(bodyText);
  }
}

function messageOfJsonBody(bodyText: string): string | undefined {
  try {
    const body: unknown = JSON.parse(bodyText);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim() !== '') return message;
      // class-validator style answers carry a list of messages.
      if (Array.isArray(message) && message.length > 0 && message.every((part) => typeof part === 'string')) {
        return message.join(', ');
      }
    }
  } catch {
    // Not JSON: there is no server message, only the body text in the error's message.
  }
  return undefined;
}

/** The server's message of a failed call, or undefined (network error, no JSON body, no message). */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
