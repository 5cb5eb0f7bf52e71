/**
 * The feed-id route in its own package, through `app.inject`: a company admin gets the new id
 * (contract `generateFeedIdResultSchema`); other roles and companies are refused, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeedIdResultSchema, POSITION_HEADER } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createHttpApp, createSqliteEventStore, installAuth, registerApiNotFound, type Actor, type EventStore } from '@pm/platform';
import { tempDatabasePath, testAuth } from '@pm/platform/testing';
import type { FastifyInstance } from 'fastify';
import { createOutputFeedCommands } from './outputFeedCommands.ts';
import { registerOutputFeedRoutes } from './outputFeedRoutes.ts';

const companyId = '01a216b5-973a-7479-83b5-4895cced43f6';
const otherCompany = '01a216b5-973a-7479-83b5-4895cced43f7';
const actors = {
  maintainer: { userId: 'u-maintainer', companyId, email: 'maintainer@example.com', role: 'COMPANY_MAINTAINER', isAdmin: false },
  admin: { userId: 'u-admin', companyId, email: 'admin@example.com', role: 'COMPANY_ADMIN', isAdmin: false },
} satisfies Record<string, Actor>;

describe('output feed routes', () => {
  let app: FastifyInstance;
  let events: EventStore;
  let db: ReturnType<typeof tempDatabasePath>;
  const auth = testAuth(Object.values(actors));
  const feedIdUrl = (company: string) => `/api/company/${company}/output-feed/feed-id`;

  beforeAll(async () => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    app = await createHttpApp({ logLevel: 'silent', bodyLimit: 1_000_000, version: '1.0.0' });
    installAuth(app, auth.authenticator);
    registerOutputFeedRoutes(app, createOutputFeedCommands(events));
    registerApiNotFound(app);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await events.close();
    db.remove();
  });

  const post = async (url: string, who: keyof typeof actors) => app.inject({ method: 'POST', url, headers: await auth.headers(actors[who].userId) });

  it('gives a company admin a new feed id each time, answering what was written', async () => {
    const first = await post(feedIdUrl(companyId), 'admin');
    expect(first.statusCode).toBe(201);
    const answer = generateFeedIdResultSchema.parse(first.json());
    expect(answer).toMatchObject({ id: companyId, feedId: expect.stringMatching(/^[\w-]{32}$/) });
    expect(first.headers[POSITION_HEADER]).toBe(answer.position);
    const second = generateFeedIdResultSchema.parse((await post(feedIdUrl(companyId), 'admin')).json());
    expect(second.feedId).not.toBe(answer.feedId);
    expect((await events.readStream(streams.pricingSettings(companyId))).map((e) => e.type)).toEqual(['FeedIdGenerated', 'FeedIdGenerated']);
  });

  it('refuses a maintainer with the spec’s message, another company and a bad company id, writing nothing', async () => {
    const before = await events.headPosition();
    expect((await post(feedIdUrl(companyId), 'maintainer')).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED', error: 'You may not generate a feed ID. Please talk to your administrator.' });
    expect((await post(feedIdUrl(otherCompany), 'admin')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await post(feedIdUrl('not-an-id'), 'admin')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'companyId' })] } });
    expect(await events.headPosition()).toBe(before);
  });
});
