import { Outlet } from 'react-router-dom';
import { PageFrame } from './page-frame';
import { RouterNavigation } from './router-navigation';

/** Around every route of the full app: the page frame, with the router as the pages' navigation. */
export function RootLayout() {
  return (
    <RouterNavigation>
      <PageFrame>
        <Outlet />
      </PageFrame>
    </RouterNavigation>
  );
}
