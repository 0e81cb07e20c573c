// Browser entry: the contract, the client and the session. Test helpers live in 'shared-api/testing'.
// First, before any schema is built: see no-eval.ts.
import './no-eval';

export {
  type CallInput,
  type ClientOptions,
  call,
  configureClient,
  download,
  REQUEST_TIMEOUT_MS,
  toSearchParams,
} from './client';
export * from './contract';
export { ApiError, type ApiErrorKind, isApiError, SESSION_EXPIRED_MESSAGE } from './errors';
export { passwordStrengthProblem, strongPassword, withStrongPassword } from './password-rules';
export * from './queries';
export {
  AUTH_STORAGE_KEY,
  type AuthState,
  type SessionUser,
  selectUserType,
  useAuthStore,
} from './session/auth-store';
export {
  emitSessionExpired,
  isTokenExpired,
  type LandingPath,
  landingPathFor,
  onSessionExpired,
  type SessionExpiredInfo,
} from './session/session-events';
export { endTokenOnServer } from './session/sign-out';
export { forgetSignupPassword, rememberSignupPassword, signupPasswordFor } from './session/signup-password';
