import { defineConfig } from '@lingui/conf';

// English is the source language of the code; German is the default the app starts in.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de-DE', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
    },
  ],
});
