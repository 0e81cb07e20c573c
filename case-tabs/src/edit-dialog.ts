import { useState } from 'react';

/** The props a tab's add/edit dialog takes from its tab: whether it is open, the item edited (null adds). */
export type EditDialogProps<T> = {
  open: boolean;
  editing: T | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * A tab's add/edit dialog (write a message, upload a document, file a claim): `start(item)` opens it to edit
 * the item, `start(null)` to add one; spread `props` into the dialog. `onDone` runs after a save.
 */
export function useEditDialog<T>(onDone: () => void) {
  const [state, setState] = useState<{ editing: T | null } | null>(null);
  const props: EditDialogProps<T> = {
    open: state !== null,
    editing: state?.editing ?? null,
    onClose: () => setState(null),
    onDone,
  };
  return { start: (editing: T | null) => setState({ editing }), props };
}
