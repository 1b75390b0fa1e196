// Test-only entry point (@founder/server-kit/testing): keeps supertest out of service bundles.
export * from './create-test-app';
export * from './request';
export * from './reset-database';
export * from './service-basics-suite';
export * from './openapi-fuzz';
export * from './describe-openapi-fuzz';
export * from './expect-openapi-answer';
export * from './smtp-test-server';
export * from './notification-recorder';
export * from './otlp-receiver';
export * from './main-process';
export * from './capture-warnings';
export * from './role-matrix';
