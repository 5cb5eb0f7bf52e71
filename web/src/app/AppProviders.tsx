import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { FluentProvider, makeStaticStyles } from '@fluentui/react-components';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n.ts';
import { FeatureSlotsProvider } from '../lib/featureSlots.tsx';
import { AppToaster } from '../lib/notify.tsx';
import { featureSlots } from './featureSlots.ts';
import { appTheme } from '../theme/theme.ts';

const useGlobalStyles = makeStaticStyles({
  'html, body, #root': { margin: 0, minHeight: '100%' },
  body: { fontFamily: appTheme.fontFamilyBase },
});

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useGlobalStyles();
  return (
    <I18nProvider i18n={i18n}>
      <FluentProvider theme={appTheme}>
        <QueryClientProvider client={queryClient}>
          <FeatureSlotsProvider value={featureSlots}>
            {children}
            <AppToaster />
          </FeatureSlotsProvider>
        </QueryClientProvider>
      </FluentProvider>
    </I18nProvider>
  );
}
