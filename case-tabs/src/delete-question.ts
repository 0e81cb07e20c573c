import { useState } from 'react';
import { toast } from 'shared-ui/light';

/**
 * A delete the user confirms first: `ask(item)` opens the question, and its ConfirmDialog takes `dialog`
 * (open, confirm, cancel). Confirming runs `remove(item, done)`; `done` (the write's onSuccess) toasts
 * `doneText` and closes the question. `deleting` is the item asked about, or null.
 */
export function useDeleteQuestion<T>(remove: (item: T, done: () => void) => void, doneText: string) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const done = () => {
    toast.success(doneText);
    setDeleting(null);
  };
  return {
    deleting,
    ask: setDeleting,
    dialog: {
      open: deleting !== null,
      onConfirm: () => {
        if (deleting) remove(deleting, done);
      },
      onCancel: () => setDeleting(null),
    },
  };
}
