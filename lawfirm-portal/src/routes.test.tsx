import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n, initI18n } from 'shared-ui/light';
import LawfirmRoutes from './routes';

beforeAll(async () => {
  initI18n();
  await i18n.changeLanguage('en');
});

it('renders its placeholder below /dashboard/* as the shell mounts it', () => {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Routes>
        <Route path="/dashboard/*" element={<LawfirmRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('lawfirm-portal-root')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Cases' })).toBeInTheDocument();
});
