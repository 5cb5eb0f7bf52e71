import { defineConfig } from '@lingui/conf';

// The alert e-mails' own catalog (the server cannot read the web's): English source, German.
// `npm run alerts:i18n` extracts alertMailMessages.ts and compiles the catalogs next to it.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/alertMailMessages.ts'] }],
  compileNamespace: 'es',
});
