// The version this build is published as (dist/apps/mfe-workspace/<version>/); REMOTE_VERSION overrides it,
// e.g. to build a canary beside the stable one.
module.exports = require('../../tools/rspack/frontend.config').remoteConfig({ remote: 'mfe-workspace', version: '1.0.0' });
