import { Input, Modal, Progress } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CaseDocument,
  call,
  checkUploadFile,
  DOCUMENT_ACCEPT,
  documentUpload,
  editDocument,
  uploadDocument,
  uploadDocumentQuerySchema,
} from 'shared-api';
import { toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import { FilePicker } from '../file-picker';
import { fieldErrors } from '../form-errors';

export type DocumentDialogProps = {
  open: boolean;
  caseId: number;
  /** The document being edited (a new file is then optional), or null to upload one. */
  editing: CaseDocument | null;
  onClose: () => void;
  onDone: () => void;
};

/** Upload or edit a document: PDF, DOC, DOCX, XLS, XLSX, at most 10 MB, with a progress bar (spec 2 §5). */
export function DocumentDialog({ open, caseId, editing, onClose, onDone }: DocumentDialogProps) {
  const { t } = useTranslation('tabs');
  const commentId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setComment(editing?.comment ?? '');
    setErrors({});
    setProgress(null);
  }, [open, editing]);

  const submit = async () => {
    const fileError = checkUploadFile(file, { ...documentUpload, fileRequired: !editing });
    const found = {
      ...fieldErrors(uploadDocumentQuerySchema.safeParse({ SendToCasesId: caseId, Comment: comment })),
      ...(fileError ? { File: fileError } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    const onUploadProgress = (fraction: number) => setProgress(Math.round(fraction * 100));
    try {
      if (editing) {
        await call(editDocument, {
          query: { documentId: editing.documentId, Comment: comment },
          file,
          onUploadProgress,
        });
        toast.success(t('tabs.documents.toast.edited'));
      } else {
        await call(uploadDocument, {
          query: { SendToCasesId: caseId, Comment: comment },
          file,
          onUploadProgress,
        });
        toast.success(t('tabs.documents.toast.uploaded'));
      }
      onDone();
      onClose();
    } catch (error) {
      reportError(error, editing ? 'tabs.documents.toast.editFailed' : 'tabs.documents.toast.uploadFailed');
    } finally {
      setProgress(null);
    }
  };

  const error = (field: string) => (errors[field] ? t(errors[field]!, { ns: 'common' }) : null);
  return (
    <Modal
      open={open}
      title={t(editing ? 'tabs.documents.dialog.editTitle' : 'tabs.documents.dialog.uploadTitle')}
      okText={t(editing ? 'tabs.documents.dialog.submitEdit' : 'tabs.documents.dialog.submitUpload')}
      cancelText={t('tabs.actions.cancel')}
      okButtonProps={{ loading: progress !== null }}
      onOk={submit}
      onCancel={onClose}
      keyboard
      destroyOnHidden
    >
      <FilePicker
        label={t(editing ? 'tabs.documents.dialog.replaceFile' : 'tabs.documents.dialog.file')}
        hint={t('tabs.documents.dialog.hint')}
        accept={DOCUMENT_ACCEPT}
        current={editing?.documentName ?? null}
        error={error('File')}
        onChange={setFile}
      />
      <label className="case-tabs__label" htmlFor={commentId}>
        {t('tabs.documents.dialog.comment')}
      </label>
      <Input.TextArea
        id={commentId}
        rows={3}
        value={comment}
        maxLength={2000}
        onChange={(event) => setComment(event.target.value)}
      />
      {error('Comment') ? (
        <p className="case-tabs__error" role="alert">
          {error('Comment')}
        </p>
      ) : null}
      {progress !== null ? (
        <Progress
          className="case-tabs__progress"
          percent={progress}
          {...{ 'aria-label': t('tabs.documents.dialog.uploading') }}
        />
      ) : null}
    </Modal>
  );
}
