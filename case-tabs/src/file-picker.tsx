import { Progress } from 'antd';
import { useId } from 'react';
import './case-tabs.css';

export type FilePickerProps = {
  label: string;
  hint: string;
  accept: string;
  /** Translated error text. */
  error: string | null;
  /** Shown when no new file is chosen (editing keeps the current one). */
  current?: string | null;
  onChange: (file: File | null) => void;
};

/** A labelled native file input: keyboard reachable, its error linked for screen readers. */
export function FilePicker({ label, hint, accept, error, current, onChange }: FilePickerProps) {
  const id = useId();
  return (
    <div className="case-tabs__field">
      <label className="case-tabs__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="case-tabs__muted">
        {current ? `${current} · ` : ''}
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="case-tabs__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An upload's progress bar while it runs (`percent` null: none), named for screen readers. */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  if (percent === null) return null;
  return <Progress className="case-tabs__progress" percent={percent} {...{ 'aria-label': label }} />;
}
