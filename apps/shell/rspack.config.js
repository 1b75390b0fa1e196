module.exports = require('../../tools/rspack/frontend.config').shellConfig();
