import { Switch } from 'antd';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Case, CaseSector, CaseStatus } from 'shared-api';
import { FormModal, formatDate, SelectField, TextField, useZodForm } from 'shared-ui';
import { useSchemaValidity } from '../../../lib/use-schema-validity';
import { type CaseFormOutput, caseFormSchema, caseFormValuesOf } from '../case-form-schema';

/** Save is re-checked this long after the last change (spec 1 §9: about 120 ms). */
const CASE_VALIDATION_DELAY_MS = 120;

export type CaseFormProps = {
  /** The case being edited; null adds one. */
  details: Case | null;
  statuses: readonly CaseStatus[];
  sectors: readonly CaseSector[];
  onSubmit: (values: CaseFormOutput) => Promise<boolean>;
  onClose: () => void;
};

/** 'Add case' / 'Edit Case' (spec 1 §2): errors after a field is touched, Save once valid, Escape closes. */
export function CaseForm({ details, statuses, sectors, onSubmit, onClose }: CaseFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    message,
    formState: { isSubmitting },
  } = useZodForm(caseFormSchema, caseFormValuesOf(details), { mode: 'onTouched' });
  const values = useWatch({ control });
  const isValid = useSchemaValidity(caseFormSchema, values, CASE_VALIDATION_DELAY_MS);
  const label = (key: string, required = false) => (required ? `${t(key)} *` : t(key));
  const submit = handleSubmit(async (output) => {
    if (await onSubmit(output)) onClose();
  });

  return (
    <FormModal
      open
      title={details ? t('lawfirm.cases.form.editTitle') : t('lawfirm.cases.form.addTitle')}
      submitText={t('common.actions.save')}
      busy={isSubmitting}
      submitDisabled={!isValid}
      onSubmit={submit}
      onCancel={onClose}
      width={720}
      formStyle={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        columnGap: 16,
      }}
    >
      <TextField
        label={label('lawfirm.cases.form.debtorName', true)}
        error={message('debtorName')}
        {...register('debtorName')}
      />
      <TextField
        label={label('lawfirm.cases.form.debtorOrgnr', true)}
        error={message('debtorOrgnr')}
        {...register('debtorOrgnr')}
      />
      <SelectField
        label={label('lawfirm.cases.form.sector')}
        options={sectors.map((sector) => ({
          value: String(sector.caseSectorIndustriesId),
          label: sector.name,
        }))}
        {...register('debtorSectorId')}
      />
      <SelectField
        label={label('lawfirm.cases.form.status', true)}
        options={statuses.map((status) => ({ value: String(status.caseStatusId), label: status.status }))}
        error={message('status')}
        {...register('status')}
      />
      <TextField label={label('lawfirm.cases.form.court')} {...register('court')} />
      <TextField
        label={label('lawfirm.cases.form.dateDecision')}
        type="date"
        error={message('dateDecision')}
        {...register('dateDecision')}
      />
      <TextField
        label={label('lawfirm.cases.form.claimsDeadline')}
        type="date"
        error={message('claimsDeadline')}
        {...register('claimsDeadline')}
      />
      <TextField label={label('lawfirm.cases.form.dateEdited')} value={formatDate(new Date())} readOnly />
      <TextField label={label('lawfirm.cases.form.knr', true)} error={message('knr')} {...register('knr')} />
      <TextField label={label('lawfirm.cases.form.lawyer')} {...register('lawyerName')} />
      <TextField label={label('lawfirm.cases.form.manager')} {...register('managerName')} />
      <TextField label={label('lawfirm.cases.form.administrator')} {...register('administratorName')} />
      <TextField
        label={label('lawfirm.cases.form.administratorEmail')}
        type="email"
        error={message('administratorEmail')}
        {...register('administratorEmail')}
      />
      <Controller
        control={control}
        name="isAllowCreditorNotification"
        render={({ field }) => (
          <div className="portal-field" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Switch
              id={`${formId}-allow`}
              checked={field.value === true}
              onChange={field.onChange}
              aria-labelledby={`${formId}-allow-label`}
            />
            <span id={`${formId}-allow-label`}>{t('lawfirm.cases.form.allowCreditorMessages')}</span>
          </div>
        )}
      />
      <div className="portal-field" style={{ gridColumn: '1 / -1' }}>
        <label className="portal-field__label" htmlFor={`${formId}-notes`}>
          {t('lawfirm.cases.form.notes')}
        </label>
        <textarea
          id={`${formId}-notes`}
          className="portal-field__input"
          rows={4}
          {...register('caseNotes')}
        />
      </div>
    </FormModal>
  );
}
