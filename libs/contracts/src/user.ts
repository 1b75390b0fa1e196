/** The fields the client reads from GET /api/auth/me (spec section 3, 'Current user'). */
export interface CurrentUser {
  id: number;
  name: string | null;
  username: string | null;
  email: string | null;
  emailVerified: boolean;
  /** An address the founder changed to, waiting for its emailed link; `email` stays until then. */
  pendingEmail: string | null;
  avatar: string | null;
  walletAddress: string | null;
  walletType: string | null;
  chainId: number | null;
  createdAt: string;
}

/** The error body of every service (ARCHITECTURE.md section 3). */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  /** The OpenTelemetry trace of the failed request; only when tracing is on (README "Traces"). */
  traceId?: string;
}

/** Avatar initials (spec sections 2 and 9): first letters of up to two words of the name, upper-cased; 'U' when there are none. */
export function initialsOf(name: string | null): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
  return letters || 'U';
}
