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
    '/api/auth/account',
    '/api/auth/change-password',
    '/api/auth/export',
    '/api/auth/google',
    '/api/auth/google/callback',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/me',
    '/api/auth/password-reset/confirm',
    '/api/auth/password-reset/request',
    '/api/auth/profile',
    '/api/auth/signup',
    '/api/auth/verify-email/confirm',
    '/api/auth/verify-email/request',
    '/api/waitlist',
    '/api/waitlist/count',
    '/health',
    '/health/live',
    '/health/ready',
    '/internal/sessions/resolve',
    '/internal/users',
  ],
  readinessChecks: { 'mail-queue': { status: 'up' } },
  migrations: ['CreateAuthTables1795333964808', 'AddSessionPersistence1795420800000', 'AddRateLimitCounters1796600000000', 'AddEmailLinks1799000000000', 'AddPendingEmail1799100000000'],
});
