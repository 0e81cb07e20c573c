import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, initI18n } from 'shared-ui/light';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('RouteError', () => {
  it('says in Swedish that something went wrong and offers a reload', async () => {
    initI18n();
    await act(() => i18n.changeLanguage('sv'));
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Något gick fel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda om' })).toBeInTheDocument();
    errorSpy.mockRestore();
    warnSpy.mockRestore();
  });
});
