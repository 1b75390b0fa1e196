export * from './theme';
export * from './toast';
export * from './page-shell';
export * from './page-loader';
export * from './remote-attribution';
export * from './remote-pages';
export * from './icon';
export * from './sign-in-required';
