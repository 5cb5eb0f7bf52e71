import '@fontsource/lexend/300.css';
import '@fontsource/lexend/400.css';
import '@fontsource/lexend/500.css';
import '@fontsource/lexend/600.css';
import '@fontsource/lexend/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/queryClient.ts';
import { wireSession } from './app/wireSession.ts';
import { activateLocale } from './i18n/i18n.ts';
import { DEFAULT_LOCALE } from './i18n/locales.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// Restore the session while the first catalog loads; the guards show a spinner until it settles.
wireSession(queryClient);

void activateLocale(DEFAULT_LOCALE)
  // Without the catalog the app still works, with the English source texts.
  .catch((error: unknown) => console.error('Loading the default catalog failed', error))
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
