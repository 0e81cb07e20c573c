import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseDocument, download, downloadDocument, selectUserType, useAuthStore } from 'shared-api';
import { Button, Radio } from 'shared-ui/antd';
import { toast } from 'shared-ui/light';
import '../case-tabs.css';
import { ConfirmDialog, useListSearch } from 'shared-ui';
import { useEditDialog } from '../edit-dialog';
import { downloadToFile } from '../save-file';
import { type TabSide, tabAccess } from '../tab-access';
import { TabList } from '../tab-list';
import { useTabPaging } from '../tab-paging';
import type { TimeFilter } from '../time-filter';
import { TimeFilterSelect } from '../time-filter-select';
import { Toolbar } from '../toolbar';
import { DocumentDetailsDialog } from './document-details-dialog';
import { DocumentDialog } from './document-dialog';
import { DocumentItem } from './document-item';
import { DOCUMENT_STATUS_FILTERS, type DocumentStatusFilter } from './document-rows';
import { useDeleteDocument, usePublishDocument } from './use-document-writes';
import { useDocuments } from './use-documents';

export type DocumentCentreProps = { side: TabSide; caseId: number };

type Pending = { kind: 'publish' | 'delete'; document: CaseDocument };

/** The documents tab (the document centre): the firm manages, creditors read published ones. */
export function DocumentCentre({ side, caseId }: DocumentCentreProps) {
  const { t } = useTranslation('tabs');
  const userType = useAuthStore(selectUserType);
  const access = tabAccess(side, userType);
  const { query, setQuery, search, page, setPage } = useListSearch();
  const [status, setStatus] = useState<DocumentStatusFilter>('all');
  const [time, setTime] = useState<TimeFilter>('all');
  const { list } = useDocuments(caseId, page, { search, status, period: time });
  // The dialog's write marks the list stale itself (its hook's `invalidates`).
  const dialog = useEditDialog<CaseDocument>(() => undefined);
  const [viewing, setViewing] = useState<CaseDocument | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const publish = usePublishDocument(caseId);
  const remove = useDeleteDocument(caseId);

  const changed = useTabPaging(page, setPage, list.total, !list.loading);

  const save = (document: CaseDocument) =>
    downloadToFile(
      () => download(downloadDocument, { fileName: document.documentFullName }),
      (serverName) => document.documentName || serverName,
      t('tabs.documents.toast.downloaded'),
      'tabs.documents.toast.downloadFailed',
    );

  const confirm = () => {
    if (!pending) return;
    const { kind, document } = pending;
    const done = (text: string) => () => {
      toast.success(text);
      setPending(null);
    };
    const { documentId } = document;
    if (kind === 'publish')
      publish.mutate(
        { body: { documentId, status: 'Published' } },
        { onSuccess: done(t('tabs.documents.toast.published')) },
      );
    else remove.mutate({ query: { documentId } }, { onSuccess: done(t('tabs.documents.toast.deleted')) });
  };

  const menuFor = (document: CaseDocument) => [
    ...(access.canManageDocuments && document.status === 'Draft'
      ? [
          {
            key: 'publish',
            label: t('tabs.documents.publish'),
            onClick: () => setPending({ kind: 'publish', document }),
          },
        ]
      : []),
    { key: 'view', label: t('tabs.actions.viewDetails'), onClick: () => setViewing(document) },
    { key: 'download', label: t('tabs.actions.download'), onClick: () => void save(document) },
    ...(access.canManageDocuments
      ? [
          { key: 'edit', label: t('tabs.actions.edit'), onClick: () => dialog.start(document) },
          {
            key: 'delete',
            label: t('tabs.actions.delete'),
            danger: true,
            onClick: () => setPending({ kind: 'delete', document }),
          },
        ]
      : []),
  ];

  return (
    <section className="case-tabs" aria-label={t('tabs.documents.title')}>
      <Toolbar searchLabel={t('tabs.documents.search')} search={query} onSearch={setQuery}>
        {access.canManageDocuments ? (
          <Radio.Group
            optionType="button"
            aria-label={t('tabs.documents.filter.label')}
            value={status}
            onChange={(event) => changed(setStatus)(event.target.value as DocumentStatusFilter)}
            options={DOCUMENT_STATUS_FILTERS.map((value) => ({
              value,
              label: t(`tabs.documents.filter.${value}`),
            }))}
          />
        ) : null}
        <TimeFilterSelect value={time} onChange={changed(setTime)} />
        <span className="case-tabs__spacer" />
        {access.canManageDocuments ? (
          <Button type="primary" onClick={() => dialog.start(null)}>
            {t('tabs.documents.upload')}
          </Button>
        ) : null}
      </Toolbar>

      <TabList area="documents" list={list} page={[page, setPage]}>
        {(document) => (
          <DocumentItem key={document.documentId} document={document} menu={menuFor(document)} />
        )}
      </TabList>

      <DocumentDialog {...dialog.props} caseId={caseId} />
      <DocumentDetailsDialog document={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'publish'
            ? t('tabs.documents.publishConfirm.title', { name: pending.document.documentName })
            : t('tabs.documents.delete.title', { name: pending?.document.documentName ?? '' })
        }
        text={t(
          pending?.kind === 'publish' ? 'tabs.documents.publishConfirm.text' : 'tabs.documents.delete.text',
        )}
        confirmLabel={t(
          pending?.kind === 'publish' ? 'tabs.documents.publishConfirm.confirm' : 'tabs.actions.delete',
        )}
        danger={pending?.kind === 'delete'}
        busy={publish.isPending || remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
