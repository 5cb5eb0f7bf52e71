/**
 * An assortment query route in its own package, through `app.inject`: the real projections over
 * an event store, read-your-writes through `minPosition`, and the tenant boundary.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  createEmbeddedDocumentStore,
  createHttpApp,
  createInProcessBus,
  createSqliteEventStore,
  installAuth,
  toEventToAppend,
  type Actor,
  type DocumentStore,
  type EventStore,
} from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { categoriesProjector } from '../projectors/categoriesProjector.ts';
import { productsProjector } from '../projectors/productsProjector.ts';
import { ProjectionManager } from '../runtime/projectionManager.ts';
import { createReadModels } from '../runtime/readModels.ts';
import { registerAssortmentQueries } from './assortmentQueries.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const viewer: Actor = { userId: 'u-viewer', companyId, email: 'viewer@example.com', role: 'COMPANY_VIEWER', isAdmin: false };

describe('assortment queries', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let docs: DocumentStore;
  let manager: ProjectionManager;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth([viewer]);

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    docs = createEmbeddedDocumentStore({ path: ':memory:' });
    manager = new ProjectionManager({ events, docs, bus: createInProcessBus() }, [categoriesProjector, productsProjector], { log: pino({ level: 'silent' }), batchSize: 100 });
    await manager.start();
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerAssortmentQueries(app, createReadModels(docs, manager, 5_000));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await manager.stop();
    await docs.close();
    await events.close();
    db.remove();
  });

  const category = (company: string, categoryId: string, name: string) =>
    toEventToAppend({ type: 'CategoryCreated', data: { companyId: company, categoryId, name, parentId: null } }, { companyId: company, userId: 'u', correlationId: 'c', causationId: null });

  it("answers the company's categories as written, and never another company's", async () => {
    await events.append(`categorytree-${otherCompany}`, [category(otherCompany, '01a216b5-0000-7000-8000-000000000002', 'Fremd')]);
    const written = await events.append(`categorytree-${companyId}`, [category(companyId, '01a216b5-0000-7000-8000-000000000001', 'Zelte')]);
    const headers = await auth.headers(viewer.userId);
    const answer = await app.inject({ method: 'GET', url: `/api/company/${companyId}/categories?minPosition=${written.position}`, headers });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([expect.objectContaining({ name: 'Zelte', productCount: 0 })]);
    const foreign = await app.inject({ method: 'GET', url: `/api/company/${otherCompany}/categories`, headers });
    expect(foreign.json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
  });
});
