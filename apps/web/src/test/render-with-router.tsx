// Renders a piece of UI inside a memory router and what app/ provides (the betslip, the operator's
// display settings), with the dialog host and toasts beside it, for component tests that do not need
// the whole app.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/app-providers.tsx';
import { DialogHost } from '../app/dialog-host.tsx';
import { Toaster } from '../ui/toaster.tsx';

export function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <DialogHost />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
