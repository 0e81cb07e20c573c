import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClaimsRegisterFormat, download, downloadClaimsRegister } from 'shared-api';
import { Button, Dropdown } from 'shared-ui/antd';
import { toast } from 'shared-ui/light';
import { reportError } from '../feedback';
import { saveFile } from '../save-file';

const FORMATS: readonly ClaimsRegisterFormat[] = ['xlsx', 'pdf'];

/**
 * The firm's "Claims register" (bevakningsförteckning) control in the claims tab,
 * a menu button offering the Excel and the PDF file in the interface language. Keyboard: Enter
 * or Space opens the menu, the arrows move, Enter downloads, Escape closes.
 */
export function ClaimsRegisterMenu({ caseId }: { caseId: number }) {
  const { t, i18n } = useTranslation('tabs');
  const [busy, setBusy] = useState(false);
  const lang = (i18n.resolvedLanguage ?? i18n.language).startsWith('sv') ? 'sv' : 'en';

  const fetchRegister = async (format: ClaimsRegisterFormat) => {
    setBusy(true);
    try {
      const file = await download(downloadClaimsRegister, { caseId, format, lang });
      saveFile(file.blob, file.fileName || `${t('tabs.claims.claimsRegister.fileStem')}-${caseId}.${format}`);
      toast.success(t('tabs.claims.claimsRegister.downloaded'));
    } catch (error) {
      reportError(error, 'tabs.claims.claimsRegister.failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dropdown
      trigger={['click']}
      // The menu takes the focus when it opens, so the arrows and Enter work at once.
      autoFocus
      disabled={busy}
      menu={{
        items: FORMATS.map((format) => ({ key: format, label: t(`tabs.claims.claimsRegister.${format}`) })),
        onClick: ({ key }) => void fetchRegister(key as ClaimsRegisterFormat),
      }}
    >
      <Button aria-haspopup="menu" loading={busy}>
        {t('tabs.claims.claimsRegister.button')}
      </Button>
    </Dropdown>
  );
}
