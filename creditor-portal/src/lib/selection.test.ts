import { canSave, matchesSearch, pageOf, selectedFirst, toggleId } from './selection';

const items = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, name: `Debtor ${id}` }));
const idOf = (item: { id: number }) => item.id;

describe('selection rules', () => {
  it('lists the saved selection first, each group in its original order', () => {
    expect(selectedFirst(items, new Set([6, 3]), idOf).map(idOf)).toEqual([3, 6, 1, 2, 4, 5, 7]);
  });

  it('shows five per page and the last page for a page past the end', () => {
    expect(pageOf(items, 1).map(idOf)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(items, 2).map(idOf)).toEqual([6, 7]);
    expect(pageOf(items, 9).map(idOf)).toEqual([6, 7]);
  });

  it('matches names case-insensitively and org. numbers with or without the dash', () => {
    expect(matchesSearch('åkesson', ['Byggfirma Åkesson AB', '556677-8899'])).toBe(true);
    expect(matchesSearch('5566778899', ['Byggfirma Åkesson AB', '556677-8899'])).toBe(true);
    expect(matchesSearch('556677-88', ['Byggfirma Åkesson AB', '556677-8899'])).toBe(true);
    expect(matchesSearch('Älvsjö', ['Byggfirma Åkesson AB', '556677-8899'])).toBe(false);
    expect(matchesSearch('  ', ['anything'])).toBe(true);
  });

  it('toggles an id without changing the set it was given', () => {
    const before = new Set([1]);
    expect([...toggleId(before, 2)]).toEqual([1, 2]);
    expect([...toggleId(before, 1)]).toEqual([]);
    expect([...before]).toEqual([1]);
  });

  it('saves only with at least one selected', () => {
    expect(canSave(new Set())).toBe(false);
    expect(canSave(new Set([4]))).toBe(true);
  });
});
