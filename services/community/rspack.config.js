module.exports = require('../../tools/rspack/service.config').serviceConfig('community');
