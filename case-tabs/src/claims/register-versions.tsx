import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ClaimsRegisterFormat,
  type ClaimsRegisterVersion,
  download,
  downloadClaimsRegisterVersion,
} from 'shared-api';
import { ConfirmDialog } from 'shared-ui';
import { Button } from 'shared-ui/antd';
import { formatDateTime, formatSek, toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import { saveFile } from '../save-file';
import { usePublishRegister, useRegisterVersions } from './use-register-versions';

const FORMATS: readonly ClaimsRegisterFormat[] = ['pdf', 'xlsx'];

/**
 * The published claims register (bevakningsförteckning) in the claims tab: its versions, newest first,
 * each with its date and time, totals and its PDF and Excel file; the firm also publishes the register as
 * it stands as the next version, after a confirmation. Both files are those stored at publication.
 */
export function RegisterVersions({ caseId, firm }: { caseId: number; firm: boolean }) {
  const { t, i18n } = useTranslation('tabs');
  const headingId = useId();
  const { versions } = useRegisterVersions(caseId);
  const publish = usePublishRegister(caseId);
  const [confirming, setConfirming] = useState(false);
  const [fetching, setFetching] = useState<string | null>(null);
  const lang = (i18n.resolvedLanguage ?? i18n.language).startsWith('sv') ? 'sv' : 'en';
  const next = (versions[0]?.version ?? 0) + 1;

  const fetchFile = async (version: ClaimsRegisterVersion, format: ClaimsRegisterFormat) => {
    const key = `${version.registerVersionId}:${format}`;
    setFetching(key);
    try {
      const file = await download(downloadClaimsRegisterVersion, {
        registerVersionId: version.registerVersionId,
        format,
        lang,
      });
      saveFile(
        file.blob,
        file.fileName || `${t('tabs.claims.claimsRegister.fileStem')}-${version.version}.${format}`,
      );
    } catch (error) {
      reportError(error, 'tabs.claims.versions.downloadFailed');
    } finally {
      setFetching(null);
    }
  };

  const confirm = () =>
    publish.mutate(
      { body: { caseId } },
      {
        onSuccess: (made) => {
          setConfirming(false);
          toast.success(t('tabs.claims.versions.published', { version: made.version }));
        },
      },
    );

  if (!firm && versions.length === 0) return null;
  return (
    <section className="register-versions" aria-labelledby={headingId}>
      <div className="register-versions__head">
        <h3 id={headingId}>{t('tabs.claims.versions.title')}</h3>
        {firm ? (
          <Button onClick={() => setConfirming(true)}>{t('tabs.claims.versions.publish')}</Button>
        ) : null}
      </div>
      {versions.length === 0 ? (
        <p>{t('tabs.claims.versions.none')}</p>
      ) : (
        <ul className="register-versions__list">
          {versions.map((version) => (
            <li key={version.registerVersionId}>
              <span>
                {t('tabs.claims.versions.item', {
                  version: version.version,
                  date: formatDateTime(version.publishedAt),
                  count: version.total.count,
                  approved: formatSek(version.total.approvedAmount),
                })}
              </span>
              {FORMATS.map((format) => (
                <Button
                  key={format}
                  type="link"
                  loading={fetching === `${version.registerVersionId}:${format}`}
                  aria-label={t(`tabs.claims.versions.download.${format}`, { version: version.version })}
                  onClick={() => void fetchFile(version, format)}
                >
                  {t(`tabs.claims.claimsRegister.${format}`)}
                </Button>
              ))}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('tabs.claims.versions.confirmTitle', { version: next })}
        text={t('tabs.claims.versions.confirmText')}
        confirmLabel={t('tabs.claims.versions.publish')}
        busy={publish.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
