import type { ReactNode } from 'react';
import { LanguageToggle } from 'shared-ui/light';
import { PortalLogo } from '../../components/portal-logo';
import './public-page.css';

/** The frame of the pages before sign-in: logo, language toggle and a card. */
export function PublicPage({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: string;
  /** A wider card for long forms (sign-up). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="shell-public">
      <header className="shell-public__top">
        <PortalLogo />
        <LanguageToggle />
      </header>
      <main className="shell-public__main">
        <div className={`shell-public__card ${wide ? 'shell-public__card--wide' : ''}`}>
          <h1 className="shell-public__title">{title}</h1>
          {intro ? <p className="shell-public__intro">{intro}</p> : null}
          {children}
        </div>
      </main>
    </div>
  );
}
