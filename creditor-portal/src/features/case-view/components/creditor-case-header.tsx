import { FirmLogo } from 'case-tabs';
import type { Case } from 'shared-api';
import { CaseHeader } from 'shared-ui';
import { useLawFirm } from '../api/use-law-firm';

/**
 * The creditor's case header: the firm's logo (through the shared logo cache) beside the shared
 * case header in its creditor variant (notes as two words and a popup).
 */
export function CreditorCaseHeader({ details }: { details: Case }) {
  const firm = useLawFirm(details.lawFirmId);
  return (
    <div className="creditor-case-header">
      <FirmLogo
        firm={{
          lawFirmId: details.lawFirmId,
          logoPath: firm?.logoPath ?? null,
          lawfirmName: details.lawfirmName,
        }}
        height={64}
        className="creditor-case-header__logo"
      />
      <div className="creditor-case-header__main">
        <CaseHeader caseDetails={details} variant="creditor" />
      </div>
    </div>
  );
}
