export * from './routes';
export * from './api-routes';
export * from './waitlist';
export * from './user';
export * from './idea-options';
export * from './business-plan';
export * from './startup-idea';
export * from './idea-tools-api';
