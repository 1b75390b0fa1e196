// The manifest's parser, loaded only when the shell fetches /remotes.json itself (a page served
// without the inlined manifest, or a Retry): '/' never downloads it.
export { parseRemoteManifest } from '@founder/remote-manifest';
