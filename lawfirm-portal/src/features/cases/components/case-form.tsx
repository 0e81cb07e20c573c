import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Modal, Switch } from 'antd';
import { useId } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Case, CaseSector, CaseStatus } from 'shared-api';
import { formatDate, SelectField, TextField } from 'shared-ui';
import { useSchemaValidity } from '../../../lib/use-schema-validity';
import {
  type CaseFormOutput,
  type CaseFormValues,
  caseFormSchema,
  caseFormValuesOf,
} from '../case-form-schema';

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
    formState: { errors, isSubmitting },
  } = useForm<CaseFormValues, unknown, CaseFormOutput>({
    resolver: zodResolver(caseFormSchema) as never,
    mode: 'onTouched',
    defaultValues: caseFormValuesOf(details),
  });
  const values = useWatch({ control });
  const isValid = useSchemaValidity(caseFormSchema, values, CASE_VALIDATION_DELAY_MS);
  const message = (error: FieldError | undefined) => (error?.message ? t(error.message) : undefined);
  const label = (key: string, required = false) => (required ? `${t(key)} *` : t(key));
  const submit = handleSubmit(async (output) => {
    if (await onSubmit(output)) onClose();
  });

  return (
    <Modal
      open
      title={details ? t('lawfirm.cases.form.editTitle') : t('lawfirm.cases.form.addTitle')}
      onCancel={onClose}
      keyboard
      destroyOnHidden
      width={720}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.actions.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          htmlType="submit"
          form={formId}
          disabled={!isValid}
          loading={isSubmitting}
        >
          {t('common.actions.save')}
        </Button>,
      ]}
    >
      <form
        id={formId}
        onSubmit={submit}
        noValidate
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
          columnGap: 16,
        }}
      >
        <TextField
          label={label('lawfirm.cases.form.debtorName', true)}
          error={message(errors.debtorName)}
          {...register('debtorName')}
        />
        <TextField
          label={label('lawfirm.cases.form.debtorOrgnr', true)}
          error={message(errors.debtorOrgnr)}
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
          error={message(errors.status)}
          {...register('status')}
        />
        <TextField label={label('lawfirm.cases.form.court')} {...register('court')} />
        <TextField
          label={label('lawfirm.cases.form.dateDecision')}
          type="date"
          error={message(errors.dateDecision)}
          {...register('dateDecision')}
        />
        <TextField
          label={label('lawfirm.cases.form.claimsDeadline')}
          type="date"
          error={message(errors.claimsDeadline)}
          {...register('claimsDeadline')}
        />
        <TextField label={label('lawfirm.cases.form.dateEdited')} value={formatDate(new Date())} readOnly />
        <TextField
          label={label('lawfirm.cases.form.knr', true)}
          error={message(errors.knr)}
          {...register('knr')}
        />
        <TextField label={label('lawfirm.cases.form.lawyer')} {...register('lawyerName')} />
        <TextField label={label('lawfirm.cases.form.manager')} {...register('managerName')} />
        <TextField label={label('lawfirm.cases.form.administrator')} {...register('administratorName')} />
        <TextField
          label={label('lawfirm.cases.form.administratorEmail')}
          type="email"
          error={message(errors.administratorEmail)}
          {...register('administratorEmail')}
        />
        <Controller
          control={control}
          name="isAllowCreditorNotification"
          render={({ field }) => (
            <div className="portal-field" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Switch
                id={`${formId}-allow`}
                checked={field.value}
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
      </form>
    </Modal>
  );
}
