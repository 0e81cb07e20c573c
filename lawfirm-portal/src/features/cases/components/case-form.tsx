import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Case, CaseSector, CaseStatus } from 'shared-api';
import { FormModal, formatDate, SelectField, TextField } from 'shared-ui';
import { Switch } from 'shared-ui/antd';
import { useDialogForm } from '../../../lib/use-dialog-form';
import {
  type CaseFormOutput,
  type CaseFormValues,
  caseFormSchema,
  caseFormValuesOf,
} from '../case-form-schema';

/** Save is re-checked this long after the last change (about 120 ms). */
const CASE_VALIDATION_DELAY_MS = 120;

export type CaseFormProps = {
  /** The case being edited; null adds one. */
  details: Case | null;
  statuses: readonly CaseStatus[];
  sectors: readonly CaseSector[];
  onSubmit: (values: CaseFormOutput) => Promise<boolean>;
  onClose: () => void;
};

/** The case form's text fields. */
type CaseTextName = Exclude<
  keyof CaseFormValues,
  'debtorSectorId' | 'status' | 'isAllowCreditorNotification'
>;

/** 'Add case' / 'Edit Case': errors after a field is touched, Save once valid, Escape closes. */
export function CaseForm({ details, statuses, sectors, onSubmit, onClose }: CaseFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const { register, control, field, modal } = useDialogForm(caseFormSchema, caseFormValuesOf(details), {
    mode: 'onTouched',
    onSave: onSubmit,
    onClose,
    validityDelayMs: CASE_VALIDATION_DELAY_MS,
  });
  const label = (key: string, required = false) =>
    required ? `${t(`lawfirm.cases.form.${key}`)} *` : t(`lawfirm.cases.form.${key}`);
  const text = (name: CaseTextName, key: string, required = false, type?: 'date' | 'email') => (
    <TextField label={label(key, required)} type={type} {...field(name)} />
  );

  return (
    <FormModal
      {...modal}
      title={details ? t('lawfirm.cases.form.editTitle') : t('lawfirm.cases.form.addTitle')}
      width={720}
      formStyle={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        columnGap: 16,
      }}
    >
      {text('debtorName', 'debtorName', true)}
      {text('debtorOrgnr', 'debtorOrgnr', true)}
      <SelectField
        label={label('sector')}
        options={sectors.map((sector) => ({
          value: String(sector.caseSectorIndustriesId),
          label: sector.name,
        }))}
        {...field('debtorSectorId')}
      />
      <SelectField
        label={label('status', true)}
        options={statuses.map((status) => ({ value: String(status.caseStatusId), label: status.status }))}
        {...field('status')}
      />
      {text('court', 'court')}
      {text('dateDecision', 'dateDecision', false, 'date')}
      {text('claimsDeadline', 'claimsDeadline', false, 'date')}
      {text('claimsProcedureDecidedOn', 'claimsProcedureDecidedOn', false, 'date')}
      {text('objectionDeadline', 'objectionDeadline', false, 'date')}
      {text('settlementDeadline', 'settlementDeadline', false, 'date')}
      <TextField label={label('dateEdited')} value={formatDate(new Date())} readOnly />
      {text('knr', 'knr', true)}
      {text('lawyerName', 'lawyer')}
      {text('managerName', 'manager')}
      {text('administratorName', 'administrator')}
      {text('administratorEmail', 'administratorEmail', false, 'email')}
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
