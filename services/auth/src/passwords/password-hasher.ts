import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { randomBytes } from 'node:crypto';
import { PASSWORD_HASHING } from '../domain/password-hashing';

/** Hashes and checks passwords with argon2id (PASSWORD_HASHING). */
@Injectable()
export class PasswordHasher implements OnModuleInit {
  private readonly logger = new Logger(PasswordHasher.name);
  /** A hash of nothing anyone knows: checked when there is no real hash, so that costs the same time. */
  private dummyHash: Promise<string> | null = null;

  onModuleInit(): void {
    this.dummy();
  }

  hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, ...PASSWORD_HASHING });
  }

  /**
   * Whether `password` matches `storedHash`. Without a stored hash (unknown email, Google-only
   * account) a dummy hash is verified anyway and the answer is false: a caller cannot tell the
   * cases apart by the time it takes.
   */
  async matches(storedHash: string | null, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.dummy(), password);
      return false;
    }
    try {
      return await verify(storedHash, password);
    } catch (error) {
      // A stored value that is not an argon2 hash matches nothing; it is worth a log line.
      this.logger.error({ err: error }, 'A stored password hash could not be read');
      return false;
    }
  }

  /** True when a hash was made with other parameters than today's: it is replaced at the next sign-in. */
  isOutdated(storedHash: string): boolean {
    try {
      return !storedHash.startsWith('$argon2id$') || needsRehash(storedHash, PASSWORD_HASHING);
    } catch {
      return true;
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    return this.dummyHash;
  }
}
