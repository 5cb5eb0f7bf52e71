/** The deployment content routes in their own package: the academy for signed-in users, the client configuration for everyone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academySchema, clientConfigSchema, type ClientConfig } from '@pm/contracts';
import type { Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { DEFAULT_ACADEMY_FILE, loadAcademy, registerDeploymentQueries } from './deploymentQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };
const academy = loadAcademy(DEFAULT_ACADEMY_FILE);
const clientConfig: ClientConfig = { analytics: { posthogKey: 'phc_test', posthogHost: 'https://eu.posthog.example' } };

describe('deployment queries', () => {
  let t: QueryTestApp;
  beforeAll(async () => {
    t = await startQueryTestApp([viewer], (app) => registerDeploymentQueries(app, academy, clientConfig));
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers the academy to a signed-in user, and refuses it signed out', async () => {
    const answer = await t.get('/api/academy', viewer.userId);
    expect(answer.statusCode).toBe(200);
    expect(academySchema.parse(answer.json())).toEqual(academy);
    expect((await t.get('/api/academy')).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  });

  it("the default academy uses the app's words and promises nothing the app lacks", () => {
    const german = JSON.stringify(academy.articles.map((article) => [article.title.de, article.summary.de, article.body.de]));
    // The app calls the COMPANY_MAINTAINER role "Bearbeiter" in German.
    expect(german).not.toMatch(/Maintainer/);
    expect(german).toMatch(/Bearbeiter/);
    // Nothing in the app exports tables (the Insights screens have no export).
    expect(JSON.stringify(academy.articles)).not.toMatch(/export/i);
  });

  it('answers the client configuration without sign-in', async () => {
    const answer = await t.get('/api/client-config');
    expect(answer.statusCode).toBe(200);
    expect(clientConfigSchema.parse(answer.json())).toEqual(clientConfig);
  });
});
