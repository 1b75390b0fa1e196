// Builds into dist/apps/mfe-workspace/<version>/, the version being this app's package.json's (REMOTE_VERSION overrides it,
// e.g. to build a canary beside the stable one).
module.exports = require('../../tools/rspack/frontend.config').remoteConfig({ remote: 'mfe-workspace' });
