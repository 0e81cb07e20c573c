/** Every route of the shell, in one place (spec 1 §2). */
export const paths = {
  lawFirmLogin: '/',
  creditorLogin: '/creditors-portal',
  creditorSignup: '/creditors-portal-signup',
  verifyOtp: '/creditors-portal/verify-otp',
  dashboard: '/dashboard',
  about: '/dashboard/about',
  selectCase: '/dashboard/select-case',
  addCreditor: '/dashboard/add-creditor',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The one-time-code page for an e-mail address. */
export const verifyOtpPathFor = (email: string) => `${paths.verifyOtp}?email=${encodeURIComponent(email)}`;
