import { describeServiceBasics } from '@founder/server-kit/testing';
import { createAuthTestApp } from './auth-test-app';

describeServiceBasics({
  schema: 'auth',
  createApp: createAuthTestApp,
  unknownRoutes: [
    ['get', '/nope'],
    ['post', '/api/auth/nope'],
    ['delete', '/api/waitlist'],
  ],
  openApiPaths: [
    '/api/auth/change-password',
    '/api/auth/google',
    '/api/auth/google/callback',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/me',
    '/api/auth/notifications',
    '/api/auth/notifications/unsubscribe',
    '/api/auth/password-reset/confirm',
    '/api/auth/password-reset/request',
    '/api/auth/profile',
    '/api/auth/signup',
    '/api/waitlist',
    '/api/waitlist/count',
    '/health',
    '/internal/notifications',
    '/internal/sessions/resolve',
    '/internal/users',
  ],
  migrations: ['CreateAuthTables1795333964808', 'AddSessionPersistence1795420800000', 'AddRateLimitCounters1796600000000', 'AddEmailLinks1799000000000', 'AddNotificationSettings1799100000000'],
});
