import { useTranslation } from 'react-i18next';
import type { Creditor } from 'shared-api';

/** View mode of the profile panel: every profile field, read-only. */
export function ProfileView({ profile }: { profile: Creditor }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    ['creditor.profile.name', profile.creditorName],
    ['creditor.profile.email', profile.creditorEmaill],
    ['creditor.profile.company', profile.creditrorCompanyName],
    ['creditor.profile.orgNr', profile.creditorCompanyOrgNr],
    ['creditor.profile.type', t(`creditor.creditorTypes.${profile.creditorType}`)],
    ['creditor.profile.role', t(profile.isDebtCollector ? 'common.userTypes.D' : 'common.userTypes.C')],
    ['creditor.profile.street', profile.creditorStreet],
    ['creditor.profile.postNumber', profile.creditorPostNumber],
    ['creditor.profile.town', profile.creditorTown],
    ['creditor.profile.country', profile.creditorCountry],
    ['common.mailLanguage.label', profile.language ? t(`common.language.${profile.language}`) : ''],
  ];
  return (
    <dl className="creditor-profile__view">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{t(label)}</dt>
          <dd>{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}
