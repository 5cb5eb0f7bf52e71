/**
 * The feed-id route in its own package, through `app.inject`: a company admin gets the new id
 * (contract `generateFeedIdResultSchema`); other roles and companies are refused, writing nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFeedIdResultSchema, POSITION_HEADER } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { companyId, otherCompany, startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createOutputFeedCommands } from './outputFeedCommands.ts';
import { registerOutputFeedRoutes } from './outputFeedRoutes.ts';

describe('output feed routes', () => {
  let t: RouteTestApp;
  beforeAll(async () => {
    t = await startRouteTestApp((app, events) => registerOutputFeedRoutes(app, createOutputFeedCommands(events)));
  });
  afterAll(() => t.close());

  const generate = (company: string, who: 'maintainer' | 'admin') => t.inject('POST', `/api/company/${company}/output-feed/feed-id`, who);

  it('gives a company admin a new feed id each time, answering what was written', async () => {
    const first = await generate(companyId, 'admin');
    expect(first.statusCode).toBe(201);
    const answer = generateFeedIdResultSchema.parse(first.json());
    expect(answer).toMatchObject({ id: companyId, feedId: expect.stringMatching(/^[\w-]{32}$/) });
    expect(first.headers[POSITION_HEADER]).toBe(answer.position);
    const second = generateFeedIdResultSchema.parse((await generate(companyId, 'admin')).json());
    expect(second.feedId).not.toBe(answer.feedId);
    expect(await t.typesIn(streams.pricingSettings(companyId))).toEqual(['FeedIdGenerated', 'FeedIdGenerated']);
  });

  it('refuses a maintainer with the spec’s message, another company and a bad company id, writing nothing', async () => {
    const before = await t.events.headPosition();
    expect((await generate(companyId, 'maintainer')).json()).toMatchObject({ statusCode: 403, code: 'ROLE_NOT_ALLOWED', error: 'You may not generate a feed ID. Please talk to your administrator.' });
    expect((await generate(otherCompany, 'admin')).json()).toMatchObject({ statusCode: 403, code: 'OTHER_COMPANY' });
    expect((await generate('not-an-id', 'admin')).json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', details: { issues: [expect.objectContaining({ path: 'companyId' })] } });
    expect(await t.events.headPosition()).toBe(before);
  });
});
