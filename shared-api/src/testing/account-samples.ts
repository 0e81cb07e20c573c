import * as api from '../contract';
import { sample } from './sample';
import { makeTestToken } from './tokens';

/** Samples of the identity calls. */
/** Anna's account page as it stands before she changes anything. */
const annaAccount = {
  email: 'anna.berg@nordlaw.demo',
  userType: 'A',
  twoFactorEnabled: false,
  twoFactorRequired: false,
  recoveryCodesLeft: 0,
  pendingEmail: null,
} satisfies api.Account;

export const accountSamples = {
  forgotPassword: sample(api.forgotPassword, {
    body: { email: 'anna.berg@nordlaw.demo' },
    data: null,
    message: 'If the e-mail has an account, a code to choose a new password has been sent to it',
  }),
  resetPassword: sample(api.resetPassword, {
    body: { email: 'anna.berg@nordlaw.demo', code: '123456', password: 'Nytt-lösen-1' },
    data: null,
    message: 'Your password has been changed. Sign in with the new password',
  }),
  logout: sample(api.logout, { data: null, message: 'Signed out' }),
  logoutEverywhere: sample(api.logoutEverywhere, { data: null, message: 'Signed out everywhere' }),
  verifyTwoFactor: sample(api.verifyTwoFactor, {
    body: { challenge: 'eyJzdWIiOjJ9.c2lnbmF0dXJl', code: '492039' },
    data: {
      token: makeTestToken({ userType: 'U' }),
      userType: 'U',
      creditorId: null,
      lawFirmId: 1,
      email: 'ulf.lind@nordlaw.demo',
    },
    message: 'Login successful',
  }),
  getAccount: sample(api.getAccount, { data: annaAccount }),
  changeEmail: sample(api.changeEmail, {
    body: { newEmail: 'anna@nordlaw.demo', password: 'Demo1234!' },
    data: { ...annaAccount, pendingEmail: 'anna@nordlaw.demo' },
    message: 'Enter the code we mailed to the new e-mail address to start using it',
  }),
  confirmEmail: sample(api.confirmEmail, {
    body: { code: '482913' },
    data: {
      email: 'anna@nordlaw.demo',
      userType: 'A',
      twoFactorEnabled: false,
      twoFactorRequired: false,
      recoveryCodesLeft: 0,
      pendingEmail: null,
    },
    message: 'E-mail address changed',
  }),
  changePassword: sample(api.changePassword, {
    body: { currentPassword: 'Demo1234!', newPassword: 'Nytt-lösen-1' },
    data: null,
    message: 'Password changed',
  }),
  setupTwoFactor: sample(api.setupTwoFactor, {
    data: {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl:
        'otpauth://totp/Case%20portal:anna.berg%40nordlaw.demo?secret=JBSWY3DPEHPK3PXP&issuer=Case%20portal',
      qrCode: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=',
    },
    message: 'Scan the code with your authenticator app',
  }),
  enableTwoFactor: sample(api.enableTwoFactor, {
    body: { code: '492039', password: 'Demo1234!' },
    data: {
      recoveryCodes: [
        'K7Q2M-XR4TP',
        'B3N8D-WQ2LZ',
        'H6J4C-PT9YE',
        'R2V7K-MX3NA',
        'Z9E5G-UH2QB',
        'C4W8T-JN6RS',
        'L3F9P-DY7KM',
        'U8Q2H-ZB5VX',
        'N6T3R-GE4WC',
        'Y5M7A-KS2PJ',
      ],
    },
    message: 'Two-factor sign-in is on',
  }),
  disableTwoFactor: sample(api.disableTwoFactor, {
    body: { password: 'Demo1234!' },
    data: null,
    message: 'Two-factor sign-in is off',
  }),
};
