import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A named export of a module as a component loaded on first render: `lazyNamed(() => import('./x'), 'X')`.
 * The module (a dialog, a page, a tab) then leaves the chunk of the screen that uses it.
 */
export function lazyNamed<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): Module[Name] {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<unknown> })) as Module[Name];
}

/** What a lazily loaded view shows while its code arrives: a polite, translated note for screen readers. */
export function LoadingNote() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className="portal-visually-hidden">
      {t('common.loading')}
    </div>
  );
}

/** Suspense with the loading note: around a lazily loaded view. */
export function LazyView({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingNote />}>{children}</Suspense>;
}

/**
 * Draws `children` (a lazily loaded dialog) from the first time `open` is true on, and never before, so the
 * dialog's code loads when it is first opened; once drawn it stays, so its closing animation still runs.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <LazyView>{children}</LazyView> : null;
}
