/** What every dialog that asks something (a form, a yes/no question) is given by its caller. */
export type AskingDialogProps = {
  open: boolean;
  /** A call runs: the primary button spins and does not act again. */
  busy?: boolean;
  onCancel: () => void;
};
