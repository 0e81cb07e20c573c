// shared-ui/light: everything the pages before sign-in need. It must never
// import antd, directly or through another module: the login page's budget is
// 300 KB gzip of JavaScript and antd alone is 446 KB.
import './styles/light.css';

export { applyCspNonce, cspNonce } from './csp/nonce';
export { errorMessage } from './errors/error-message';
export { Button, type ButtonProps } from './form/button';
export { MailLanguageField, type MailLanguageFieldProps } from './form/mail-language-field';
export { OtpInput, type OtpInputProps } from './form/otp-input';
export { PasswordField } from './form/password-field';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './form/radio-group';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { TextAreaField, type TextAreaFieldProps } from './form/text-area-field';
export { CodeField, TextField, type TextFieldProps } from './form/text-field';
export { SEARCH_DELAY_MS, useDebouncedSearch } from './form/use-debounced-search';
export { useZodForm, type ZodForm, type ZodFormOptions } from './form/use-zod-form';
export {
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  getDisplayTimeZone,
  setDisplayTimeZone,
} from './format/dates';
export { formatSek, sekColumn } from './format/money';
export {
  currentLanguage,
  i18n,
  initI18n,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  loadAllTexts,
  persistLanguage,
  setLanguage,
} from './i18n/init';
export { flattenKeys, LANGUAGES, NAMESPACES, type Namespace } from './i18n/languages';
export { LanguageToggle } from './language/language-toggle';
export { FullScreenSpinner } from './loading/full-screen-spinner';
export { LazyView, LoadingNote, lazyNamed, WhenOpened } from './loading/lazy-view';
export { useLoading, withLoading, writeSucceeded } from './loading/loading-store';
export {
  clearOtpCooldown,
  formatMmSs,
  otpCooldownLeft,
  startOtpCooldown,
  useOtpCooldown,
} from './otp/otp-cooldown';
export { Pager, type PagerProps } from './pager/pager';
export { type PagerItem, pageCountFor, pagerItems } from './pager/pager-items';
export {
  createQueryClient,
  type QueryClientOptions,
  type QueryErrorMeta,
  withLoadingSpinner,
} from './query/query-client';
export { type FirmBranding, shellBridge, useShellBridge } from './shell-bridge/shell-bridge';
export { SidebarContent } from './shell-bridge/sidebar-content';
export {
  CREDITOR_HEADER_COLOR,
  FIRM_DEFAULT_COLOR,
  headerColorFor,
  readableTextColor,
  relativeLuminance,
  SIDEBAR_COLORS,
} from './theme/colors';
export { ToastBar } from './toast/toast-bar';
export { TOAST_DURATION_MS, type Toast, type ToastKind, toast, useToast } from './toast/toast-store';
