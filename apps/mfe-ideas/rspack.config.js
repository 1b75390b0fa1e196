// The version this build is published as (dist/apps/mfe-ideas/<version>/); REMOTE_VERSION overrides it,
// e.g. to build a canary beside the stable one.
module.exports = require('../../tools/rspack/frontend.config').remoteConfig({ remote: 'mfe-ideas', version: '1.0.0' });
