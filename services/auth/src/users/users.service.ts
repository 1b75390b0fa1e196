import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { defaultUsername } from '@founder/contracts';
import { Repository } from 'typeorm';
import { User } from './user.entity';

/** The fields a new account starts with; its username is derived from its id. */
export type NewUser = Pick<User, 'email' | 'name'> & Partial<Pick<User, 'password' | 'googleId' | 'avatar' | 'emailVerified'>>;

export type UserChanges = Partial<Pick<User, 'email' | 'pendingEmail' | 'name' | 'username' | 'password' | 'googleId' | 'avatar' | 'emailVerified'>>;

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  /** Emails are unique whatever their case (index on lower(email)). */
  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder('account').where('lower(account.email) = lower(:email)', { email }).getOne();
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.users.findOneBy({ googleId });
  }

  /**
   * Creates an account with the default username `user<id>`, in one transaction. A taken email
   * fails with the unique violation of users_email_key (see violatedUniqueConstraint).
   */
  create(fields: NewUser): Promise<User> {
    return this.users.manager.transaction(async (manager) => {
      const users = manager.getRepository(User);
      const user = await users.save(users.create({ ...fields, username: null }));
      user.username = defaultUsername(user.id);
      await users.update(user.id, { username: user.username });
      return user;
    });
  }

  /** Applies the changes and returns the account as stored. */
  async update(id: number, changes: UserChanges): Promise<User> {
    await this.users.update(id, changes);
    return this.users.findOneByOrFail({ id });
  }
}
