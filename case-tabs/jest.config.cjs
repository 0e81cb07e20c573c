module.exports = { ...require('../jest.preset.web.cjs'), displayName: 'case-tabs' };
