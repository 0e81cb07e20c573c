import { useTranslation } from 'react-i18next';
import type { ProposalSummary } from 'shared-api';
import { CardTable, formatDate, sekColumn } from 'shared-ui';
import { Button, Tag } from 'shared-ui/antd';

type Props = {
  proposals: readonly ProposalSummary[];
  shown: number | null;
  onShow: (proposalId: number) => void;
};

/** The standing of a version in one word: draft, published, sent, confirmed or final. */
export function stageOf(
  p: Pick<ProposalSummary, 'status' | 'sentToAuthorityOn' | 'confirmedOn' | 'finalOn'>,
) {
  if (p.finalOn) return 'final';
  if (p.confirmedOn) return 'confirmed';
  if (p.sentToAuthorityOn) return 'sent';
  return p.status === 'Published' ? 'published' : 'draft';
}

// Tag colours that keep WCAG AA contrast for their small text: antd's green, gold and orange do not.
const STAGE_COLOUR = {
  draft: 'default',
  published: 'blue',
  sent: 'blue',
  confirmed: 'blue',
  final: 'blue',
} as const;

/** Every version of the case's proposal, the newest first; "Show" opens one below. */
export function VersionList({ proposals, shown, onShow }: Props) {
  const { t } = useTranslation();
  return (
    <CardTable<ProposalSummary>
      aria-label={t('lawfirm.dividends.versions.title')}
      rowKey="proposalId"
      dataSource={[...proposals]}
      locale={{
        emptyText: <span className="portal-table-empty">{t('lawfirm.dividends.versions.empty')}</span>,
      }}
      columns={[
        { title: t('lawfirm.dividends.versions.version'), dataIndex: 'version' },
        {
          title: t('lawfirm.dividends.versions.stage'),
          key: 'stage',
          render: (_, p) => {
            const stage = stageOf(p);
            return <Tag color={STAGE_COLOUR[stage]}>{t(`lawfirm.dividends.stages.${stage}`)}</Tag>;
          },
        },
        {
          title: t('lawfirm.dividends.versions.created'),
          dataIndex: 'createdAt',
          render: (v: string) => formatDate(v),
        },
        sekColumn(t('lawfirm.dividends.versions.distributed'), 'distributedAmount'),
        {
          title: t('lawfirm.dividends.versions.show'),
          key: 'show',
          render: (_, p) => (
            <Button
              size="small"
              type={p.proposalId === shown ? 'primary' : 'default'}
              aria-pressed={p.proposalId === shown}
              onClick={() => onShow(p.proposalId)}
            >
              {t('lawfirm.dividends.versions.showVersion', { version: p.version })}
            </Button>
          ),
        },
      ]}
    />
  );
}
