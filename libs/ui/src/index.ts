export * from './theme';
export * from './toast';
export * from './page-shell';
export * from './page-loader';
export * from './remote-attribution';
export * from './remote-routes';
export * from './not-found-page';
export * from './icon';
