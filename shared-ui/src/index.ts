// shared-ui: the antd-based pieces for the signed-in portal, plus everything of shared-ui/light.
// Light is re-exported by its package name, never by a relative path: federation shares 'shared-ui/light'
// on its own, and a relative import would give the page a second toast store and i18n instance.
export * from 'shared-ui/light';
export { ClaimCentre, type ClaimCentreProps } from './case-tabs/claims/claim-centre';
export { DocumentCentre, type DocumentCentreProps } from './case-tabs/documents/document-centre';
export { FilePicker, type FilePickerProps } from './case-tabs/file-picker';
export { MessageCentre, type MessageCentreProps } from './case-tabs/messages/message-centre';
export { useUnreadCount } from './case-tabs/messages/unread-store';
export { saveFile } from './case-tabs/save-file';
export { type TabAccess, type TabSide, tabAccess } from './case-tabs/tab-access';
export { uploadFileSchema } from './case-tabs/upload-file-schema';
export { CaseHeader, type CaseHeaderProps } from './case-view/case-header';
export { CaseNotes, notesPreview } from './case-view/case-notes';
export { ConfirmDeleteModal, type ConfirmDeleteModalProps } from './dialogs/confirm-delete-modal';
export { FormModal, type FormModalProps } from './dialogs/form-modal';
export { FirmLogo, type FirmLogoProps, useFirmLogo } from './firm-logo/firm-logo';
export {
  DEFAULT_FIRM_LOGO,
  forgetFirmLogo,
  loadFirmLogo,
  logoDataKey,
  logoSrcKey,
} from './firm-logo/logo-cache';
export { FilterSelect, type FilterSelectProps } from './form/filter-select';
export { LoadingSpin } from './loading/loading-spin';
export { type ListSearch, SearchInput, type SearchInputProps, useListSearch } from './search/list-search';
export { SidebarFrame, type SidebarFrameProps } from './sidebar/sidebar-frame';
export { type StandaloneOptions, startStandalone } from './standalone/standalone-app';
export { primaryColorFor, ThemeProvider } from './theme/theme-provider';
