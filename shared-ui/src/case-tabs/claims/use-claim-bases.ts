import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAIM_BASIS_KEY, call, getInvoiceKeyValues, type KeyValue } from 'shared-api';
import { reportError } from '../feedback';

/** The basis-of-claim options (key values named ClaimBasis), loaded while `enabled`. */
export function useClaimBases(enabled: boolean) {
  const { i18n } = useTranslation('tabs');
  const [bases, setBases] = useState<KeyValue[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload in the new language (labels are translated by the server)
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    call(getInvoiceKeyValues, { signal: controller.signal })
      .then((data) => setBases(data.keyValueList.filter((entry) => entry.keyName === CLAIM_BASIS_KEY)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) reportError(error, 'tabs.claims.toast.keyValuesFailed');
      });
    return () => controller.abort();
  }, [enabled, i18n.language]);
  return bases;
}
