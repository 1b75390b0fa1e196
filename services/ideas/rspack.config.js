module.exports = require('../../tools/rspack/service.config').serviceConfig('ideas');
