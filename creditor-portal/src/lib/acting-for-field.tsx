import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from 'shared-ui';
import { useActingFor } from './use-acting-for';

/** The creditor a dividends screen shows: the caller's own, until a debt collector picks another it acts for. */
export function useChosenCreditor() {
  const { own, isCollector, approved } = useActingFor();
  const [chosen, setChosen] = useState<number | null>(null);
  return { creditorId: chosen ?? own, own, choices: isCollector ? approved : [], choose: setChosen };
}

/** For a debt collector approved by some creditors: whom the screen is for (itself or one of them). */
export function ActingForField({
  label,
  chooser,
}: {
  label: string;
  chooser: ReturnType<typeof useChosenCreditor>;
}) {
  const { t } = useTranslation();
  if (chooser.choices.length === 0) return null;
  return (
    <SelectField
      label={label}
      placeholder={false}
      value={String(chooser.creditorId)}
      onChange={(event) => chooser.choose(Number(event.target.value))}
      options={[
        { value: String(chooser.own), label: t('creditor.bankDetails.yourself') },
        ...chooser.choices.map((c) => ({ value: String(c.creditorId), label: c.creditorName })),
      ]}
    />
  );
}
