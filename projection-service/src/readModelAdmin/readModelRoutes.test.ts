/** GET /api/admin/read-models and POST …/:name/rebuild: platform admins see every read model and rebuild one; the rebuild is recorded. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { streams } from '@pm/contracts/events';
import type { ReadModelList } from '@pm/contracts';
import { AppError, newId, type Actor } from '@pm/platform';
import type { ProjectionManager } from '../runtime/projectionManager.ts';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { registerReadModelRoutes } from './readModelRoutes.ts';

const companyId = newId();
const platformAdmin: Actor = { userId: newId(), email: 'platform@example.test', companyId, role: 'COMPANY_ADMIN', isAdmin: true };
const companyAdmin: Actor = { userId: newId(), email: 'admin@example.test', companyId, role: 'COMPANY_ADMIN', isAdmin: false };

let t: QueryTestApp;
let manager: ProjectionManager;
beforeAll(async () => {
  t = await startQueryTestApp([platformAdmin, companyAdmin], (app, readModels, events, projections) => {
    manager = projections;
    registerReadModelRoutes(app, readModels, projections, events);
  });
  await t.write(streams.company(companyId), [{ type: 'CompanyCreated', data: { companyId, name: 'Acme', logoUrl: null, logoPadding: 0, countries: ['de'], leadCountry: 'de', feedId: 'f'.repeat(22) } }], companyId);
});
afterAll(() => t.stop());

const list = async () => (await t.get('/api/admin/read-models', platformAdmin.userId)).json() as ReadModelList;
const rebuild = (name: string, actor: Actor) => t.send('POST', `/api/admin/read-models/${name}/rebuild`, actor.userId);

describe('read models for platform admins', () => {
  it('lists every read model with its version, generation, position and lag', async () => {
    const answer = await list();
    expect(BigInt(answer.head)).toBeGreaterThan(0n);
    const companies = answer.readModels.find((model) => model.name === 'companies');
    expect(companies).toMatchObject({ generation: 1, rebuilding: null, rebuilds: [] });
    expect(answer.readModels.map((model) => model.name)).toEqual(expect.arrayContaining(['insights', 'priceAnalysis', 'readModelRebuilds']));
    expect(answer.readModels.every((model) => BigInt(model.lag) >= 0n)).toBe(true);
  });

  it('rebuilds one into a new generation, switches when caught up, and records who started it and how it ended', async () => {
    const started = await rebuild('companies', platformAdmin);
    expect(started.statusCode).toBe(202);
    expect(started.json()).toEqual({ name: 'companies', generation: 2 });
    await expect.poll(async () => (await list()).readModels.find((model) => model.name === 'companies')?.generation, { timeout: 10_000 }).toBe(2);
    await expect
      .poll(async () => (await list()).readModels.find((model) => model.name === 'companies')?.rebuilds[0], { timeout: 10_000 })
      .toMatchObject({ generation: 2, reason: 'REQUESTED', requestedBy: platformAdmin.userId, outcome: 'COMPLETED' });
    // The rebuilt model answers what the old one did.
    const companies = await t.get('/api/admin/read-models', platformAdmin.userId);
    expect(companies.statusCode).toBe(200);
    const recorded = (await t.events.readStream(streams.projectionRebuild('companies'))).map((event) => event.type);
    expect(recorded).toEqual(['ProjectionRebuildStarted', 'ProjectionRebuildCompleted']);
  });

  it('refuses company admins, unknown read models and a second rebuild while one runs', async () => {
    expect((await t.get('/api/admin/read-models', companyAdmin.userId)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await rebuild('companies', companyAdmin)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await rebuild('no-such-model', platformAdmin)).json()).toMatchObject({ statusCode: 404, code: 'READ_MODEL_NOT_FOUND' });
    // A rebuild running already (the manager's refusal; its own test holds one open): 409 with the code the web translates.
    vi.spyOn(manager, 'rebuild').mockRejectedValueOnce(new AppError('READ_MODEL_REBUILDING', 'A rebuild of companies is running already.'));
    expect((await rebuild('companies', platformAdmin)).json()).toMatchObject({ statusCode: 409, code: 'READ_MODEL_REBUILDING' });
  });
});
