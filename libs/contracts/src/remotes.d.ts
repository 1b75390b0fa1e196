// Types of remotes.js (plain JS, shared with the Rspack configs).
export declare const REMOTE_NAMES: readonly ['mfe-demos', 'mfe-ideas', 'mfe-workspace', 'mfe-account'];
export type RemoteName = (typeof REMOTE_NAMES)[number];
export declare function federationName(remote: RemoteName): string;
export declare const REMOTE_ROUTES_MODULE: './routes';
export declare const REMOTE_ROUTE_CHUNKS_FILE: 'route-chunks.json';
export declare const SHELL_CHUNKS_FILE: 'shell-chunks.json';
export declare const APP_HEADER_CHUNKS: 'app-header';
