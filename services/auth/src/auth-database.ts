import { RateLimitCounter, type ServiceDatabase } from '@founder/server-kit';
import { CreateAuthTables1795333964808 } from './migrations/1795333964808-create-auth-tables';
import { AddSessionPersistence1795420800000 } from './migrations/1795420800000-add-session-persistence';
import { AddRateLimitCounters1796600000000 } from './migrations/1796600000000-add-rate-limit-counters';
import { EmailLink } from './email-links/email-link.entity';
import { AddEmailLinks1799000000000 } from './migrations/1799000000000-add-email-links';
import { AddPendingEmail1799100000000 } from './migrations/1799100000000-add-pending-email';
import { AddNotificationSettings1799200000000 } from './migrations/1799200000000-add-notification-settings';
import { NotificationSettingsEntity } from './notifications/notification-settings.entity';
import { PendingSiteSignUp } from './notifications/pending-site-sign-up.entity';
import { Session } from './sessions/session.entity';
import { User } from './users/user.entity';
import { WaitlistEntry } from './waitlist/waitlist-entry.entity';

export const authDatabase: ServiceDatabase = {
  schema: 'auth',
  entities: [User, Session, WaitlistEntry, RateLimitCounter, EmailLink, NotificationSettingsEntity, PendingSiteSignUp],
  migrations: [CreateAuthTables1795333964808, AddSessionPersistence1795420800000, AddRateLimitCounters1796600000000, AddEmailLinks1799000000000, AddPendingEmail1799100000000, AddNotificationSettings1799200000000],
};
