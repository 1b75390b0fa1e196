export * from './routes';
export * from './api-routes';
export * from './waitlist';
export * from './user';
