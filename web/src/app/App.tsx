import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { ProductAnalytics } from '../features/analytics/components/ProductAnalytics.tsx';
import { UpdateAvailableDialog } from '../features/appUpdate/components/UpdateAvailableDialog.tsx';
import { AppProviders } from './AppProviders.tsx';
import { createAppRouter } from './router.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
      <UpdateAvailableDialog />
      <ProductAnalytics />
    </AppProviders>
  );
}
