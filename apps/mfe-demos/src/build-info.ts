// Replaced at build time by the version this remote is published as (tools/rspack/frontend.config.js).
declare const __REMOTE_VERSION__: string;

export const REMOTE_VERSION = __REMOTE_VERSION__;
