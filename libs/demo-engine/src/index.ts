export * from './clock';
export * from './landing/landing-content';
export * from './landing/landing-demo';
export * from './journey/journey-content';
export * from './journey/journey-demo';
