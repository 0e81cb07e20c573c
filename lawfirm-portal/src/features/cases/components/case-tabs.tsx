import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Badge, Tabs } from 'shared-ui/antd';
import { CreditorsTab } from './creditors-tab';

export const CASE_TABS = ['creditors', 'messages', 'documents', 'claims'] as const;
export type CaseTab = (typeof CASE_TABS)[number];

/** Hashes that earlier versions wrote, so that a bookmark made with them still opens its tab. */
const FORMER_HASHES: Readonly<Record<string, CaseTab>> = { invoices: 'claims' };

/** The active tab from the URL hash (#messages), creditors when none or unknown. */
export const tabFromHash = (hash: string): CaseTab => {
  const name = hash.replace(/^#/, '');
  if ((CASE_TABS as readonly string[]).includes(name)) return name as CaseTab;
  return FORMER_HASHES[name] ?? 'creditors';
};

export type CaseTabsProps = {
  caseId: number;
  /** Unread received messages, for the red badge on the messages tab. */
  unreadCount?: number;
  /** The shared tab panels: messages, documents and claims. */
  panels: Record<Exclude<CaseTab, 'creditors'>, ReactNode>;
  /** The case's history: a last tab, given only to those who may read it. */
  history?: ReactNode;
  /** The case's invitations, shown under its creditors when given. */
  invitations?: ReactNode;
  /** The case's dividends (proposal, bank details, payments): a tab before the history, when given. */
  dividends?: ReactNode;
};

/** The hash of the history tab, kept apart from CASE_TABS: only some callers have it. */
const HISTORY_TAB = 'history';
/** The hash of the dividends tab, likewise. */
const DIVIDENDS_TAB = 'dividends';

/** Creditors, messages (red unread badge), documents, claims and, when given, dividends and history; the active tab lives in the URL hash. */
export function CaseTabs({
  caseId,
  unreadCount = 0,
  panels,
  history,
  invitations,
  dividends,
}: CaseTabsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const extra = location.hash.replace(/^#/, '');
  const active =
    (history && extra === HISTORY_TAB) || (dividends && extra === DIVIDENDS_TAB)
      ? extra
      : tabFromHash(location.hash);
  return (
    <Tabs
      aria-label={t('lawfirm.cases.view.tabs')}
      activeKey={active}
      destroyOnHidden
      onChange={(key) => navigate({ search: location.search, hash: key }, { replace: true })}
      items={[
        {
          key: 'creditors',
          label: t('lawfirm.cases.tabs.creditors'),
          children: (
            <>
              <CreditorsTab caseId={caseId} />
              {invitations}
            </>
          ),
        },
        {
          key: 'messages',
          label: (
            <span>
              {t('lawfirm.cases.tabs.messages')}{' '}
              {unreadCount > 0 ? (
                <Badge
                  count={unreadCount}
                  color="red"
                  title={t('lawfirm.cases.view.unread', { count: unreadCount })}
                />
              ) : null}
            </span>
          ),
          children: panels.messages,
        },
        {
          key: 'documents',
          label: t('lawfirm.cases.tabs.documents'),
          children: panels.documents,
        },
        {
          key: 'claims',
          label: t('lawfirm.cases.tabs.claims'),
          children: panels.claims,
        },
        ...(dividends
          ? [{ key: DIVIDENDS_TAB, label: t('lawfirm.cases.tabs.dividends'), children: dividends }]
          : []),
        ...(history ? [{ key: HISTORY_TAB, label: t('lawfirm.cases.tabs.history'), children: history }] : []),
      ]}
    />
  );
}
