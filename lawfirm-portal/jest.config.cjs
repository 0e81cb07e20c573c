module.exports = { ...require('../jest.preset.web.cjs'), displayName: 'lawfirm-portal' };
