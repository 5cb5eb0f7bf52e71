/** Recorded events for the pipeline's unit tests. */
import type { RecordedEvent } from '@pm/platform';

let position = 0n;

export function recorded(type: string, data: Record<string, unknown>, occurredAt: string, companyId: string | null = 'c1'): RecordedEvent {
  position += 1n;
  return {
    id: `e${position}`,
    streamId: 's',
    revision: 0n,
    position,
    type,
    data,
    metadata: { companyId, userId: 'u', correlationId: 'x', causationId: null, occurredAt, version: 1 },
    recordedAt: occurredAt,
  };
}

export const sourceFields = (overrides: Record<string, unknown> = {}) => ({
  kind: 'STORE',
  name: 'Shop',
  hostname: 'shop.demo.test',
  shippingCostModel: 'ALWAYS_FREE',
  scrapeFrequency: 'DAILY',
  scrapingEnabled: true,
  crawler: 'crawlee-cheerio-crawler',
  ...overrides,
});
