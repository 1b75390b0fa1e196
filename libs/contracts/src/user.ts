/** The fields the client reads from GET /api/auth/me (spec section 3, 'Current user'). */
export interface CurrentUser {
  id: number;
  name: string | null;
  username: string | null;
  email: string | null;
  emailVerified: boolean;
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
}
