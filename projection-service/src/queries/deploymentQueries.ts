import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { academySchema, clientConfigSchema, type Academy, type ClientConfig } from '@pm/contracts';
import { actorOf, ConfigError, zodRoutes } from '@pm/platform';

export const DEFAULT_ACADEMY_FILE = new URL('../../academy/default.json', import.meta.url).pathname;

/** Reads and validates the academy content; a broken file stops the start with a clear message. */
export function loadAcademy(file: string): Academy {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`ACADEMY_FILE ${file} cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = academySchema.safeParse(raw);
  if (!result.success) {
    throw new ConfigError(`ACADEMY_FILE ${file} is invalid:\n${result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  return result.data;
}

/** Per-deployment content: the help academy (signed in) and the public client configuration. */
export function registerDeploymentQueries(app: FastifyInstance, academy: Academy, clientConfig: ClientConfig): void {
  const api = zodRoutes(app);
  api.get(
    '/api/academy',
    { config: { access: 'signed-in' }, schema: { summary: 'Help articles, videos and the support contact of this deployment', response: { 200: academySchema } } },
    async (request) => {
      actorOf(request);
      return academy;
    },
  );
  api.get(
    '/api/client-config',
    { config: { access: 'public' }, schema: { summary: 'Per-deployment settings the web app needs before sign-in', response: { 200: clientConfigSchema } } },
    async () => clientConfig,
  );
}
