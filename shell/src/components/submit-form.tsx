import type { FormEventHandler, ReactNode } from 'react';
import { Button } from 'shared-ui/light';
import { useHydrated } from './use-hydrated';

export type SubmitFormProps = {
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitText: string;
  busy: boolean;
  /** The submit waits for hydration (a prerendered page must not post before React runs). */
  waitForHydration?: boolean;
  className?: string;
  submitClassName?: string;
  children: ReactNode;
  /** Drawn after the submit button (e.g. a link back). */
  after?: ReactNode;
};

/** The shell's form: browser validation off (the schema's messages show), the fields, then the submit button. */
export function SubmitForm({
  onSubmit,
  submitText,
  busy,
  waitForHydration = false,
  className = 'shell-login__form',
  submitClassName = 'shell-login__submit',
  children,
  after,
}: SubmitFormProps) {
  const hydrated = useHydrated();
  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      {children}
      <Button type="submit" busy={busy} disabled={waitForHydration && !hydrated} className={submitClassName}>
        {submitText}
      </Button>
      {after}
    </form>
  );
}
