import type { CurrentUser } from '@founder/contracts';
import type { User } from './user.entity';

/** What GET /api/auth/me tells the client: never the password hash or the Google id. */
export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    pendingEmail: user.pendingEmail,
    avatar: user.avatar,
    walletAddress: user.walletAddress,
    walletType: user.walletType,
    chainId: user.chainId,
    createdAt: user.createdAt.toISOString(),
  };
}
