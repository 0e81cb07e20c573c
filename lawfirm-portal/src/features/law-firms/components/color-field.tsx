import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from 'shared-ui';
import { ColorPicker } from 'shared-ui/antd';

export type ColorFieldProps = {
  value: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  onPick: (hex: string) => void;
};

/** The firm colour: a picker popover beside a free-text #RRGGBB field. */
export function ColorField({ value, error, registration, onPick }: ColorFieldProps) {
  const { t } = useTranslation();
  const valid = /^#[0-9A-Fa-f]{6}$/.test(value);
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
      <TextField
        label={t('lawfirm.lawFirms.form.color')}
        error={error}
        maxLength={7}
        style={{ width: 120 }}
        {...registration}
      />
      <ColorPicker
        value={valid ? value : undefined}
        disabledAlpha
        format="hex"
        onChangeComplete={(color) => onPick(color.toHexString().toUpperCase())}
      >
        <button
          type="button"
          aria-label={t('lawfirm.lawFirms.form.colorPicker')}
          style={{
            width: 40,
            height: 36,
            marginBottom: error ? 28 : 4,
            border: '1px solid #ccc',
            borderRadius: 6,
            background: valid ? value : '#fff',
            cursor: 'pointer',
          }}
        />
      </ColorPicker>
    </div>
  );
}
