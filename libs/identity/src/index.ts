export * from './identity-assertion';
