import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  type Creditor,
  call,
  debtCollectorMapping,
  getCreditors,
  getDebtCollectorMapping,
  useAuthStore,
} from 'shared-api';
import { toast } from 'shared-ui';
import { errorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { SelectionScreen } from '../../../lib/selection-screen';

const creditorIdOf = (item: Creditor) => item.creditorId;
const nameOf = (item: Creditor) => item.creditorName;
const searchTextsOf = (item: Creditor) => [item.creditorName, item.creditorCompanyOrgNr];

/** `/dashboard/add-creditor` (D): choose the creditors the debt collector acts for (spec 2 §2). */
export function AddCreditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const debtCollectorId = useAuthStore((state) => state.user?.creditorId ?? null);
  const [creditors, setCreditors] = useState<Creditor[]>([]);
  const [loading, setLoading] = useState(true);
  const [mapped, setMapped] = useState<number[] | null>(null);

  useEffect(() => {
    let live = true;
    call(getCreditors, {})
      .then((data) => live && setCreditors(data.creditorList))
      .catch((error: unknown) => toast.error(errorText(error, t, 'creditor.addCreditor.fetchFailed')))
      .finally(() => live && setLoading(false));
    if (debtCollectorId !== null)
      call(getDebtCollectorMapping, { query: { DebtCollectorId: debtCollectorId } })
        .then((data) => live && setMapped(data.creditorList.map(creditorIdOf)))
        .catch((error: unknown) => {
          if (!live) return;
          setMapped([]);
          toast.error(errorText(error, t, 'creditor.addCreditor.fetchSelectedFailed'));
        });
    return () => {
      live = false;
    };
  }, [debtCollectorId, t]);

  const save = useCallback(
    async (creditorIdList: number[]) => {
      if (debtCollectorId === null) return;
      try {
        await call(debtCollectorMapping, { body: { debtCollectorId, creditorIdList } });
        toast.success(t('creditor.addCreditor.success'));
        setMapped(creditorIdList);
        navigate(paths.dashboard);
      } catch (error) {
        toast.error(errorText(error, t, 'creditor.addCreditor.failed'));
      }
    },
    [debtCollectorId, navigate, t],
  );

  return (
    <SelectionScreen
      title={t('creditor.addCreditor.title')}
      searchLabel={t('creditor.addCreditor.search')}
      items={creditors}
      idOf={creditorIdOf}
      labelOf={nameOf}
      searchTextsOf={searchTextsOf}
      summaryOf={(item) => (
        <>
          {item.creditorEmaill} · {item.creditorCompanyOrgNr} · {item.creditrorCompanyName} ·{' '}
          {t(`creditor.creditorTypes.${item.creditorType}`)}
        </>
      )}
      detailsOf={(item) => (
        <dl>
          <dt>{t('creditor.profile.email')}</dt>
          <dd>{item.creditorEmaill}</dd>
          <dt>{t('creditor.profile.orgNr')}</dt>
          <dd>{item.creditorCompanyOrgNr}</dd>
          <dt>{t('creditor.profile.company')}</dt>
          <dd>{item.creditrorCompanyName}</dd>
          <dt>{t('creditor.profile.type')}</dt>
          <dd>{t(`creditor.creditorTypes.${item.creditorType}`)}</dd>
        </dl>
      )}
      initialSelected={mapped}
      loading={loading}
      emptyText={t('common.empty.noCreditors')}
      requiredMessage={t('creditor.addCreditor.required')}
      onSave={save}
      onLeave={() => navigate(paths.dashboard)}
    />
  );
}
