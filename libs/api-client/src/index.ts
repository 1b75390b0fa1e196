export * from './api-error';
export * from './api-fetch';
export * from './query-client';
export * from './current-user';
export * from './session-check';
export * from './session';
export * from './founder-home';
export * from './file-download';
