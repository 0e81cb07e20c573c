/** Every route of the shell, in one place. */
export const paths = {
  lawFirmLogin: '/',
  creditorLogin: '/creditors-portal',
  creditorSignup: '/creditors-portal-signup',
  verifyOtp: '/creditors-portal/verify-otp',
  forgotPassword: '/forgot-password',
  dashboard: '/dashboard',
  account: '/dashboard/account',
  about: '/dashboard/about',
  selectCase: '/dashboard/select-case',
  addCreditor: '/dashboard/add-creditor',
} as const;

/** The one-time-code page for an e-mail address. */
export const verifyOtpPathFor = (email: string) => `${paths.verifyOtp}?email=${encodeURIComponent(email)}`;

/** The forgotten-password page; `creditor` brings the user back to the creditor login afterwards. */
export const forgotPasswordPathFor = (side: 'lawFirm' | 'creditor') =>
  side === 'creditor' ? `${paths.forgotPassword}?for=creditor` : paths.forgotPassword;

/** The creditor sign-in that accepts an invitation once signed in. */
export const creditorLoginPathFor = (invitation: string) =>
  `${paths.creditorLogin}?invitation=${encodeURIComponent(invitation)}`;
