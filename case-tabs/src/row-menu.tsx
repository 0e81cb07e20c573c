import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';

export type RowMenuItem = { key: string; label: string; danger?: boolean; onClick: () => void };

/** The ⋮ menu of a list row; keyboard reachable (Enter opens, arrows move). */
export function RowMenu({ items, itemName }: { items: readonly RowMenuItem[]; itemName: string }) {
  const { t } = useTranslation('tabs');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map(({ key, label, danger }) => ({ key, label, danger })),
        onClick: ({ key }) => items.find((item) => item.key === key)?.onClick(),
      }}
    >
      <Button type="text" aria-label={`${t('tabs.actions.menu')}: ${itemName}`} aria-haspopup="menu">
        <span aria-hidden="true" className="case-tabs__kebab">
          ⋮
        </span>
      </Button>
    </Dropdown>
  );
}
