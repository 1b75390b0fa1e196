export * from './identity-assertion';
export * from './request-cookies';
export * from './reached-over-https';
