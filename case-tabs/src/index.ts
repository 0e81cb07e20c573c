// case-tabs: the messages, documents and claims tabs of a case and the firm logo, for both portals.
// Everything here reads or writes through the API; the UI kit it builds on (shared-ui) calls no endpoint.
export type { ClaimCentreProps } from './claims/claim-centre';
export type { DocumentCentreProps } from './documents/document-centre';
export { FilePicker, type FilePickerProps } from './file-picker';
export { FirmLogo, type FirmLogoProps, useFirmLogo } from './firm-logo/firm-logo';
export {
  DEFAULT_FIRM_LOGO,
  forgetFirmLogo,
  loadFirmLogo,
  logoDataKey,
  logoSrcKey,
} from './firm-logo/logo-cache';
export { ClaimCentre, DocumentCentre, ObjectionCentre } from './lazy-centres';
export { MessageCentre, type MessageCentreProps } from './messages/message-centre';
export { prefetchFirstMessages } from './messages/messages-query';
export { useUnreadCount } from './messages/unread-store';
export type { ObjectionCentreProps } from './objections/objection-centre';
export { downloadToFile, saveFile } from './save-file';
export { type TabAccess, type TabSide, tabAccess } from './tab-access';
export { uploadFileSchema } from './upload-file-schema';
