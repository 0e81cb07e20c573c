import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaseDocument, DOCUMENT_ACCEPT, documentUpload, uploadDocumentQuerySchema } from 'shared-api';
import { FormModal } from 'shared-ui';
import { TextAreaField, toast, useZodForm } from 'shared-ui/light';
import type { EditDialogProps } from '../edit-dialog';
import { FilePicker, UploadProgress } from '../file-picker';
import { uploadFileSchema } from '../upload-file-schema';
import { useEditDocument, useUploadDocument } from './use-document-writes';

/** `editing`: the document being edited (a new file is then optional), or null to upload one. */
export type DocumentDialogProps = EditDialogProps<CaseDocument> & { caseId: number };

/** The upload query's comment plus the file, required unless an edit keeps the current one. */
const documentFormSchema = (editing: boolean) =>
  uploadDocumentQuerySchema
    .pick({ Comment: true })
    .extend({ file: uploadFileSchema({ ...documentUpload, fileRequired: !editing }) });

/** Upload or edit a document: PDF, DOC, DOCX, XLS, XLSX, at most 10 MB, with a progress bar. */
export function DocumentDialog({ open, caseId, editing, onClose, onDone }: DocumentDialogProps) {
  const { t } = useTranslation('tabs');
  const schema = useMemo(() => documentFormSchema(editing !== null), [editing]);
  const { field, handleSubmit, getValues, setValue, reset, message } = useZodForm(schema, {
    Comment: '',
    file: null,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadDocument(caseId);
  const edit = useEditDocument(caseId);

  useEffect(() => {
    if (!open) return;
    reset({ Comment: editing?.comment ?? '', file: null });
    setProgress(null);
  }, [open, editing, reset]);

  const submit = handleSubmit(async () => {
    // The comment as typed, as before: the server trims it.
    const { Comment: comment, file } = getValues();
    setProgress(0);
    const onUploadProgress = (fraction: number) => setProgress(Math.round(fraction * 100));
    const write = editing
      ? edit.mutateAsync({
          query: { documentId: editing.documentId, Comment: comment },
          file,
          onUploadProgress,
        })
      : upload.mutateAsync({ query: { SendToCasesId: caseId, Comment: comment }, file, onUploadProgress });
    // A failure is toasted by the mutation cache and keeps the dialog open.
    await write.then(
      () => {
        toast.success(t(editing ? 'tabs.documents.toast.edited' : 'tabs.documents.toast.uploaded'));
        onDone();
        onClose();
      },
      () => undefined,
    );
    setProgress(null);
  });

  return (
    <FormModal
      open={open}
      title={t(editing ? 'tabs.documents.dialog.editTitle' : 'tabs.documents.dialog.uploadTitle')}
      submitText={t(editing ? 'tabs.documents.dialog.submitEdit' : 'tabs.documents.dialog.submitUpload')}
      busy={progress !== null}
      onSubmit={submit}
      onCancel={onClose}
    >
      <FilePicker
        label={t(editing ? 'tabs.documents.dialog.replaceFile' : 'tabs.documents.dialog.file')}
        hint={t('tabs.documents.dialog.hint')}
        accept={DOCUMENT_ACCEPT}
        current={editing?.documentName ?? null}
        error={message('file') ?? null}
        onChange={(file) => setValue('file', file)}
      />
      <TextAreaField
        label={t('tabs.documents.dialog.comment')}
        rows={3}
        maxLength={2000}
        announce
        {...field('Comment')}
      />
      <UploadProgress percent={progress} label={t('tabs.documents.dialog.uploading')} />
    </FormModal>
  );
}
