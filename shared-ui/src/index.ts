// shared-ui: the antd-based pieces for the signed-in portal, plus everything of shared-ui/light.
// Light is re-exported by its package name, never by a relative path: federation shares 'shared-ui/light'
// on its own, and a relative import would give the page a second toast store and i18n instance.
export * from 'shared-ui/light';
export { CaseHeader, type CaseHeaderProps } from './case-view/case-header';
export { CaseNotes, notesPreview } from './case-view/case-notes';
export { ConfirmDeleteModal, type ConfirmDeleteModalProps } from './dialogs/confirm-delete-modal';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/confirm-dialog';
export { DetailsModal, type DetailsModalProps } from './dialogs/details-modal';
export { FormModal, type FormModalProps } from './dialogs/form-modal';
export { FilterSelect, type FilterSelectProps } from './form/filter-select';
export { LoadingSpin } from './loading/loading-spin';
export { type ListSearch, SearchInput, type SearchInputProps, useListSearch } from './search/list-search';
export { SidebarFrame, type SidebarFrameProps } from './sidebar/sidebar-frame';
export { type StandaloneOptions, startStandalone } from './standalone/standalone-app';
export { CardTable } from './table/card-table';
export { primaryColorFor, ThemeProvider } from './theme/theme-provider';
