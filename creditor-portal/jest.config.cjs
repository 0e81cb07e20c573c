module.exports = { ...require('../jest.preset.web.cjs'), displayName: 'creditor-portal' };
