import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n } from '../i18n/init';
import { Pager } from './pager';
import { pagerItems } from './pager-items';

beforeAll(() => {
  initI18n();
});
beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('pagerItems', () => {
  it('shows every page up to five', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows 1-4, an ellipsis and the last page near the start', () => {
    expect(pagerItems(1, 12)).toEqual([1, 2, 3, 4, 'ellipsis-end', 12]);
    expect(pagerItems(3, 12)).toEqual([1, 2, 3, 4, 'ellipsis-end', 12]);
  });

  it('mirrors that near the end', () => {
    expect(pagerItems(10, 12)).toEqual([1, 'ellipsis-start', 9, 10, 11, 12]);
    expect(pagerItems(12, 12)).toEqual([1, 'ellipsis-start', 9, 10, 11, 12]);
  });

  it('shows a window around the current page in the middle', () => {
    expect(pagerItems(6, 12)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 12]);
  });
});

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} pageSize={10} total={10} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page and moves by page, previous and next', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Pager page={1} pageSize={10} total={55} onChange={onChange} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([[3], [2]]);
  });

  it('speaks Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    render(<Pager page={6} pageSize={5} total={30} onChange={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Sidor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nästa sida' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sida 6' })).toHaveAttribute('aria-current', 'page');
  });
});
