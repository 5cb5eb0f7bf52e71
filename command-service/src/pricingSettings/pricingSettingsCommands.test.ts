/**
 * Two writers of one company's pricing settings at the same moment (handleCommand): commands that
 * do not conflict are decided again on the newer state and both go through; an edit of what the
 * other just changed (its `expectedRevision` is stale) is refused.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_METRIC_SETTINGS, type SalesChannelFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { createSqliteEventStore } from '@pm/platform';
import { tempDatabasePath, withPausedReads } from '@pm/platform/testing';
import { companyId, setupContext } from '../http/testSupport/routeTestApp.ts';
import { createSourceCommands } from '../sources/sourceCommands.ts';
import { createChannelReferences } from './channelReferences.ts';
import { createPricingSettingsCommands } from './pricingSettingsCommands.ts';

const temp = tempDatabasePath();
const store = createSqliteEventStore({ path: temp.path });
const slow = withPausedReads(store);
const commands = createPricingSettingsCommands(slow, createSourceCommands(slow), createChannelReferences());
const channel = (name: string): SalesChannelFields => ({ name, country: 'de', currency: 'EUR', commissionRate: 0, vatRate: 19, noShippingCost: false });

describe('pricing settings written by two people at once', () => {
  afterAll(async () => {
    await store.close();
    temp.remove();
  });

  it('adds both of two different sales channels created at the same moment', async () => {
    const [a, b] = await Promise.allSettled([commands.createSalesChannel(companyId, channel('Webshop'), setupContext), commands.createSalesChannel(companyId, channel('Marktplatz'), setupContext)]);
    expect([a.status, b.status]).toEqual(['fulfilled', 'fulfilled']);
    const created = (await store.readStream(streams.pricingSettings(companyId))).filter((event) => event.type === 'SalesChannelCreated');
    expect(created.map((event) => (event.data as { fields: SalesChannelFields }).fields.name).sort()).toEqual(['Marktplatz', 'Webshop']);
  });

  it('refuses the second of two edits made on the same revision', async () => {
    const revision = Number(await store.streamRevision(streams.pricingSettings(companyId)));
    const outcomes = await Promise.allSettled([
      commands.setMetricSettings(companyId, { ...DEFAULT_METRIC_SETTINGS, greenThreshold: 30 }, revision, setupContext),
      commands.setMetricSettings(companyId, { ...DEFAULT_METRIC_SETTINGS, greenThreshold: 40 }, revision, setupContext),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { code: 'CONCURRENCY_CONFLICT' } });
  });
});
