import { TOAST_DURATION_MS, toast, useToast } from './toast-store';

afterEach(() => {
  toast.clear();
  jest.useRealTimers();
});

test('the same message shown twice is one toast, kept for the full time from the second', () => {
  jest.useFakeTimers();
  const first = toast.error('Missing or expired token');
  jest.advanceTimersByTime(TOAST_DURATION_MS - 1000);
  const second = toast.error('Missing or expired token');
  expect(second).toBe(first);
  expect(useToast.getState().toasts).toHaveLength(1);
  jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
  expect(useToast.getState().toasts).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(useToast.getState().toasts).toHaveLength(0);
});

test('different messages, or one text as success and as error, are separate toasts', () => {
  toast.error('A');
  toast.error('B');
  toast.success('A');
  expect(useToast.getState().toasts.map((t) => `${t.kind}:${t.text}`)).toEqual([
    'error:A',
    'error:B',
    'success:A',
  ]);
});
