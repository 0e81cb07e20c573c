import { render, screen, waitFor } from '@testing-library/react';
import { initI18n } from 'shared-ui/light';
import { Modal, preloadTable, Table } from './antd';

initI18n();

describe('shared-ui/antd draws its large components when they are needed', () => {
  it('draws nothing for a dialog that was never opened, then the dialog once it opens', async () => {
    const { rerender } = render(
      <Modal open={false} title="Edit the case">
        body
      </Modal>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.body).not.toHaveTextContent('Edit the case');

    rerender(
      <Modal open title="Edit the case">
        body
      </Modal>,
    );
    // The dialog's code is required on first use: seconds on a busy machine.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(dialog).toHaveTextContent('Edit the case');
    // Opened as antd opens a dialog that was there all along: the focus is in it, so Escape closes it.
    await waitFor(() =>
      expect(dialog.closest('.ant-modal-wrap')?.contains(document.activeElement)).toBe(true),
    );

    // Closed again it stays drawn, so antd can animate it out and run its callbacks.
    rerender(
      <Modal open={false} title="Edit the case">
        body
      </Modal>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('.ant-modal-root')).not.toBeNull();
  });

  it('shows a polite loading note while the table loads, then the table', async () => {
    render(
      <Table<{ id: number; name: string }>
        rowKey="id"
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        dataSource={[{ id: 1, name: 'Leverantören AB' }]}
        pagination={false}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(
      await screen.findByRole('cell', { name: 'Leverantören AB' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});

it("fetches the table's code ahead of the first table (a screen that opens on one asks early)", async () => {
  const table = (await preloadTable()) as { default?: unknown } | undefined;
  expect(table?.default).toBeDefined();
});
