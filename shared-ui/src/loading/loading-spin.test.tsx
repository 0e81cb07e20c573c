import { render, screen } from '@testing-library/react';
import { LoadingSpin } from './loading-spin';

test('the spinner is a named status, with no aria-label on a role-less element', () => {
  const { container } = render(<LoadingSpin />);
  expect(screen.getByRole('status')).toHaveTextContent(/\S/);
  expect(container.querySelector('[aria-label]:not([role])')).toBeNull();
});
