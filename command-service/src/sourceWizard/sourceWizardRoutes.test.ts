/**
 * The wizards' save through `app.inject`, racing a concurrent save: another save taking the
 * exception's code (or the domain) between the save's checks and its writes must not leave a
 * source registered without its exception, nor a code held by nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { SaveWizardBody } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import type { EventStore } from '@pm/platform';
import { startRouteTestApp, type RouteTestApp } from '../http/testSupport/routeTestApp.ts';
import { createScrapeExceptionCommands, type ScrapeExceptionCommands } from '../scrapeExceptions/scrapeExceptionCommands.ts';
import { createSourceCommands, type SourceCommands } from '../sources/sourceCommands.ts';
import { registerSourceWizardRoutes } from './sourceWizardRoutes.ts';

const SAVE = '/api/admin/source-wizard/save';
const context = { companyId: null, userId: 'other-admin', correlationId: 'c', causationId: null };
const body = (hostname: string, code: string): SaveWizardBody => ({
  kind: 'STORE',
  name: `Shop ${hostname}`,
  hostname,
  crawler: 'crawlee-cheerio-crawler',
  shippingCostModel: 'ALWAYS_FREE',
  exception: { code, instructions: { price: '.preis' } },
});

/** The wizard's routes over the real commands, with `wrap` changing what the route sees of them. */
async function app(wrap: (real: { sources: SourceCommands; exceptions: ScrapeExceptionCommands }) => { sources: SourceCommands; exceptions: ScrapeExceptionCommands } = (real) => real) {
  return startRouteTestApp((instance, events: EventStore) => {
    const { sources, exceptions } = wrap({ sources: createSourceCommands(events), exceptions: createScrapeExceptionCommands(events) });
    registerSourceWizardRoutes(instance, sources, exceptions);
  });
}

describe('source wizard save under a concurrent save', () => {
  let t: RouteTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('a code taken between the check and the writes refuses the save before the source is registered', async () => {
    t = await app(({ sources, exceptions }) => ({
      sources,
      // The other save (another domain, the same code) is written right after this save checked the code.
      exceptions: {
        ...exceptions,
        codeTaken: async (code) => {
          const taken = await exceptions.codeTaken(code);
          if (code === 'race-code') await exceptions.createScrapeException({ code, scope: { hostname: 'other.example', pathPattern: null }, instructions: { price: '.x' }, settings: {} }, context);
          return taken;
        },
      },
    }));
    const refused = await t.inject('POST', SAVE, 'platform', body('race.example', 'race-code'));
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SCRAPE_EXCEPTION_CODE_TAKEN']);
    // Nothing of this save was written: the domain is still free.
    expect(await t.typesIn(streams.sourceHost('race.example'))).toEqual([]);
    const after = await t.inject('POST', SAVE, 'platform', body('race.example', 'race-code-2'));
    expect(after.statusCode).toBe(201);
  });

  it('a domain taken between the check and the writes releases the reserved code again', async () => {
    t = await app(({ sources, exceptions }) => ({
      exceptions,
      sources: {
        ...sources,
        hostHolder: async (hostname) => {
          const holder = await sources.hostHolder(hostname);
          if (holder === null) await sources.registerSource({ kind: 'STORE', hostname, name: 'Other', crawler: 'crawlee-basic-crawler', shippingCostModel: 'ALWAYS_FREE' }, context);
          return holder;
        },
      },
    }));
    const before = await t.events.headPosition();
    const refused = await t.inject('POST', SAVE, 'platform', body('taken.example', 'taken-code'));
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SOURCE_HOST_TAKEN']);
    expect(await t.typesIn(streams.scrapeExceptionCode('taken-code'))).toEqual(['ScrapeExceptionCodeReserved', 'ScrapeExceptionCodeReleased']);
    expect((await t.typesAfter(before)).filter((type) => type === 'ScrapeExceptionCreated')).toEqual([]);
  });

  it('two saves racing for one code: one source with its exception, the other refused with nothing registered', async () => {
    t = await app();
    const before = await t.events.headPosition();
    const answers = await Promise.all([t.inject('POST', SAVE, 'platform', body('one.example', 'shared-code')), t.inject('POST', SAVE, 'platform', body('two.example', 'shared-code'))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json().code).toBe('SCRAPE_EXCEPTION_CODE_TAKEN');
    const types = await t.typesAfter(before);
    expect(types.filter((type) => type === 'SourceRegistered')).toHaveLength(1);
    expect(types.filter((type) => type === 'ScrapeExceptionCreated')).toHaveLength(1);
    const winner = answers.find((a) => a.statusCode === 201)!.json() as { sourceId: string; exceptionId: string };
    const created = (await t.events.readStream(streams.scrapeException(winner.exceptionId)))[0]?.data as { scope: { hostname: string } } | undefined;
    const registered = (await t.events.readStream(streams.source(winner.sourceId)))[0]?.data as { fields: { hostname: string } } | undefined;
    expect(created?.scope.hostname).toBe(registered?.fields.hostname);
  });
});
