import { Modal } from 'antd';
import type { ReactNode } from 'react';
import './details-modal.css';

export type DetailsModalProps<T> = {
  /** The item shown; null keeps the dialog closed. */
  item: T | null;
  title: string;
  onClose: () => void;
  /** The item's terms and values (dt/dd pairs) in the dialog's description list. */
  children: (item: T) => ReactNode;
};

/** A read-only dialog about one item (a document, message or claim): no footer, closes on Escape. */
export function DetailsModal<T>({ item, title, onClose, children }: DetailsModalProps<T>) {
  return (
    <Modal open={item !== null} title={title} footer={null} onCancel={onClose} keyboard destroyOnHidden>
      {item !== null ? <dl className="case-tabs__details">{children(item)}</dl> : null}
    </Modal>
  );
}
