import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const SERVICES = ['command-service', 'projection-service', 'scraper-service', 'pricing-service'];
const PACKAGES = ['contracts', 'platform', ...SERVICES, 'deploy', 'web', 'demo-web'];
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Another workspace only through its package name and public entry points, never its files. */
const otherPackagesFiles = (own) => PACKAGES.filter((p) => p !== own).map((p) => `**/${p}/src/**`);
const packageNames = (names) => names.map((n) => `@pm/${n}`);

/**
 * Request schemas whose patterns run RE2 exist twice: checked in `@pm/contracts/patterns`, plain
 * (shape only, for the web's first load) in `@pm/contracts`. Servers take the checked ones.
 */
const PATTERN_CHECKED = {
  name: '@pm/contracts',
  importNames: ['connectSourceBodySchema', 'updateSourceBodySchema', 'scrapeExceptionScopeSchema', 'fieldRuleSchema', 'priceTableRulesSchema', 'scrapeInstructionsSchema', 'createScrapeExceptionBodySchema', 'updateScrapeExceptionBodySchema'],
  message: 'Servers validate requests with the pattern-checked schemas of @pm/contracts/patterns (RE2), not their plain twins.',
};

/** One `no-restricted-imports` rule per workspace: which packages it may not depend on. */
function boundary(own, forbidden, message) {
  return {
    files: [`${own}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [...packageNames(forbidden).map((name) => ({ name, message })), ...(own === 'web' ? [] : [PATTERN_CHECKED])],
        patterns: [
          { group: packageNames(forbidden).map((n) => `${n}/*`), message },
          { group: otherPackagesFiles(own), message: 'Import another workspace by its package name (@pm/…) and public entry points, not by relative path into its files.' },
          { group: ['@pm/*/src/*'], message: 'Import a workspace through its public entry points, not its files.' },
        ],
      }],
    },
  };
}

const SERVICE_RULE = 'A service depends on contracts and platform, never on another service (ARCHITECTURE §2).';
const DEMO_RULE = 'The demo competitor web (deploy/demo-web) is for launchers and tests, never production code.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**', 'web/src/locales/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'], noWarnOnMultipleProjects: true }), importX.createNodeResolver()], 'import-x/extensions': ['.ts', '.tsx', '.js'] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.test.ts', '**/testSupport/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  boundary('contracts', ['platform', ...SERVICES, 'deploy', 'web'], 'contracts is the shared base: it depends on no other workspace.'),
  boundary('platform', [...SERVICES, 'deploy', 'web'], 'platform is infrastructure every service uses: it depends on contracts only.'),
  ...SERVICES.map((service) => boundary(service, [...SERVICES.filter((s) => s !== service), 'deploy', 'web'], SERVICE_RULE)),
  // Production files of the services and platform may not use the demo web; their tests may.
  {
    files: ['{platform,command-service,projection-service,scraper-service,pricing-service}/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/testSupport/**'],
    rules: { 'no-restricted-syntax': ['error', { selector: "ImportDeclaration[source.value='@pm/demo-web']", message: DEMO_RULE }] },
  },
  boundary('deploy', ['web'], 'deploy runs the services; it does not import the web app.'),
  {
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: PACKAGES.map((p) => `**/${p}/src/**`), message: 'End-to-end tests use workspaces through their package names and entry points.' }] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', {
        paths: packageNames(['platform', ...SERVICES, 'deploy']).map((name) => ({ name, message: 'The web app uses the browser-safe @pm/contracts only.' })),
        patterns: [
          // Browser-safe entries besides @pm/contracts: selectorSyntax, and patterns (RE2: import it from lazy features only, never from the entry chunk).
          { group: ['@pm/contracts/*', '!@pm/contracts/selectorSyntax', '!@pm/contracts/patterns'], message: 'The web app uses the browser-safe @pm/contracts entries only (no domain core, no server events).' },
          { group: otherPackagesFiles('web'), message: 'The web app uses the browser-safe @pm/contracts only.' },
        ],
      }],
    },
  },
  {
    files: ['web/src/lib/**/*.{ts,tsx}', 'web/src/components/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './web/src/lib', from: ['./web/src/features', './web/src/app'], message: 'Shared code does not depend on features or the app: move it into the feature, or compose in web/src/app.' },
          { target: './web/src/components', from: ['./web/src/features', './web/src/app'], message: 'Shared code does not depend on features or the app: move it into the feature, or compose in web/src/app.' },
        ],
      }],
    },
  },
  // Features never import each other: shared pieces live in web/src/components and web/src/lib,
  // composition of features in web/src/app (bulletproof-react).
  ...FEATURES.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [{ target: `./web/src/features/${feature}`, from: './web/src/features', except: [`./${feature}`], message: 'Features do not import each other: move the shared piece to web/src/components or web/src/lib, or compose in web/src/app.' }],
      }],
    },
  })),
);
