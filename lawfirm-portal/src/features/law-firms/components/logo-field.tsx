import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptFor, checkUploadFile, logoUpload } from 'shared-api';
import { Alert } from 'shared-ui/antd';

export type LogoFieldProps = {
  /** The logo the firm has now (a URL), shown until another file is chosen. */
  currentUrl: string | null;
  onChange: (file: File | null, problem: boolean) => void;
};

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The logo picker: .jpg/.jpeg/.png/.svg up to 10 MB, with a preview; a wrong file is named in an alert. */
export function LogoField({ currentUrl, onChange }: LogoFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(currentUrl);

  useEffect(() => setPreview(currentUrl), [currentUrl]);

  async function choose(file: File | undefined) {
    if (!file) {
      setProblem(null);
      setPreview(currentUrl);
      onChange(null, false);
      return;
    }
    const issue = checkUploadFile(file, logoUpload);
    if (issue) {
      setProblem(issue === 'validation.fileTooLarge' ? t('lawfirm.lawFirms.form.logoTooLarge') : t(issue));
      setPreview(currentUrl);
      onChange(null, true);
      return;
    }
    setProblem(null);
    onChange(file, false);
    try {
      setPreview(await readAsDataUrl(file));
    } catch {
      setPreview(null);
    }
  }

  return (
    <div className="portal-field">
      <label className="portal-field__label" htmlFor={id}>
        {t('lawfirm.lawFirms.form.logo')}
      </label>
      <input
        id={id}
        type="file"
        accept={acceptFor(logoUpload)}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="portal-field__hint">
        {t('lawfirm.lawFirms.form.logoHint')}
      </p>
      {problem ? <Alert type="error" role="alert" showIcon title={problem} /> : null}
      {preview ? (
        <img
          src={preview}
          alt={t('lawfirm.lawFirms.form.logoPreview')}
          style={{ maxHeight: 64, maxWidth: 200, objectFit: 'contain', marginTop: 8 }}
        />
      ) : null}
    </div>
  );
}
