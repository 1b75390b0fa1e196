export * from './remote-manifest';
export * from './inline-manifest';
export * from './bucket';
export * from './choose-entry';
export * from './backend-rollout';
