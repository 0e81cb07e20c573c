import { create } from 'zustand';

/** How long a toast stays (5 seconds). */
export const TOAST_DURATION_MS = 5000;

export type ToastKind = 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; text: string };

type ToastState = {
  toasts: Toast[];
  show(kind: ToastKind, text: string): number;
  dismiss(id: number): void;
  clear(): void;
};

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** The page's toasts. Texts are shown as given: callers pass translated text or the server's message. */
export const useToast = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (kind, text) => {
    // The same message twice (two calls failing on one expired token) is shown once, for the full time.
    const same = get().toasts.find((toast) => toast.kind === kind && toast.text === text);
    const id = same?.id ?? nextId++;
    if (same) clearTimeout(timers.get(id));
    else set({ toasts: [...get().toasts, { id, kind, text }] });
    timers.set(
      id,
      setTimeout(() => get().dismiss(id), TOAST_DURATION_MS),
    );
    return id;
  },
  dismiss: (id) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
  clear: () => {
    for (const timer of timers.values()) clearTimeout(timer);
    timers.clear();
    set({ toasts: [] });
  },
}));

/** Shortcuts usable outside React: `toast.success(t('…'))`, `toast.error(message)`. */
export const toast = {
  success: (text: string) => useToast.getState().show('success', text),
  error: (text: string) => useToast.getState().show('error', text),
  dismiss: (id: number) => useToast.getState().dismiss(id),
  clear: () => useToast.getState().clear(),
};
