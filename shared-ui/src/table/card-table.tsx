import { Table, type TableProps } from 'shared-ui/antd';

/**
 * The portals' table of records: antd's small Table that becomes one card per row below 768 px
 * (`portal-table-cards` in light.css, so no page scrolls sideways on a phone), on one page unless
 * `pagination` says otherwise. Name it with `aria-label` where no heading does.
 */
export function CardTable<Row extends object>(props: TableProps<Row>) {
  return <Table<Row> className="portal-table-cards" size="small" pagination={false} {...props} />;
}
