/**
 * GET /api/admin/companies/:companyId/statistics: a company's activity per day from its events —
 * products, URLs, scrapes and their success, proposals, confirmations, discards, pickups — and
 * its totals now; platform admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyStatistics } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { newId, type Actor } from '@pm/platform';
import { startQueryTestApp, type QueryTestApp } from '../runtime/testSupport/queryTestApp.ts';
import { lastDays, registerCompanyStatisticsQueries } from './companyStatisticsQueries.ts';

const companyId = newId();
const otherCompany = newId();
const platformAdmin: Actor = { userId: newId(), email: 'platform@example.test', companyId: otherCompany, role: 'COMPANY_ADMIN', isAdmin: true };
const companyAdmin: Actor = { userId: newId(), email: 'admin@example.test', companyId, role: 'COMPANY_ADMIN', isAdmin: false };

let t: QueryTestApp;
let position = '0';
beforeAll(async () => {
  t = await startQueryTestApp([platformAdmin, companyAdmin], (app, readModels) => registerCompanyStatisticsQueries(app, readModels));
  const company = (id: string, name: string) => ({ type: 'CompanyCreated', data: { companyId: id, name, logoUrl: null, logoPadding: 0, countries: ['de'], leadCountry: 'de', feedId: 'f'.repeat(22) } });
  await t.write(streams.company(companyId), [company(companyId, 'Camping GmbH')], companyId);
  await t.write(streams.company(otherCompany), [company(otherCompany, 'Other AG')], otherCompany);
  const products = [newId(), newId(), newId()];
  for (const [i, productId] of products.entries()) {
    await t.write(streams.product(productId), [{ type: 'ProductCreated', data: { productId, companyId, fields: { name: `Zelt ${i}`, sku: `Z-${i}` } } }], companyId);
  }
  await t.write(streams.product(products[2]!), [{ type: 'ProductArchived', data: { productId: products[2]! } }], companyId);
  // Three trials: one succeeded, one read a 404 page, one failed to fetch.
  const job = newId();
  const completed = (pageStatus: string) => ({ type: 'ScrapeJobCompleted', data: { jobId: job, trial: 1, durationMs: 10, httpStatus: 200, finalUrl: null, pageStatus, offers: [], logs: [] } });
  await t.write(streams.scrapeJob(job), [completed('OK'), completed('NOT_FOUND_404'), { type: 'ScrapeJobFailed', data: { jobId: job, trial: 2, durationMs: 5, error: 'timeout', timedOut: true, willRetry: false, logs: [] } }], companyId);
  const adjustment = newId();
  await t.write(streams.adjustment(adjustment), [{ type: 'AdjustmentConfirmed', data: { adjustmentId: adjustment, companyId, confirmedBy: 'u', confirmedAt: new Date().toISOString() } }], companyId);
  await t.write(streams.adjustment(adjustment), [{ type: 'AdjustmentPickedUp', data: { adjustmentId: adjustment, companyId, pullId: 'p', pickedUpAt: new Date().toISOString() } }], companyId);
  // Another company's activity does not count.
  position = await t.write(streams.product(newId()), [{ type: 'ProductCreated', data: { productId: newId(), companyId: otherCompany, fields: { name: 'Fremd', sku: 'F-1' } } }], otherCompany);
});
afterAll(() => t.stop());

const statistics = async (query = '') => (await t.get(`/api/admin/companies/${companyId}/statistics?minPosition=${position}${query}`, platformAdmin.userId)).json() as CompanyStatistics;

describe('company statistics', () => {
  it('counts what the company did today and sums the period, with every day listed', async () => {
    const answer = await statistics();
    expect(answer).toMatchObject({ companyId, name: 'Camping GmbH', products: 2, archivedProducts: 1, urls: 0 });
    expect(answer.days).toHaveLength(30);
    // The events were written moments ago: on the last day (or the one before, across midnight UTC).
    const active = answer.days.filter((day) => day.productsCreated > 0 || day.scrapes > 0 || day.pickups > 0);
    expect(active.every((day) => answer.days.indexOf(day) >= answer.days.length - 2)).toBe(true);
    expect(answer.totals).toEqual({ productsCreated: 3, productsArchived: 1, urlsAdded: 0, urlsRemoved: 0, scrapes: 3, scrapesSucceeded: 1, runs: 0, proposals: 0, confirmations: 1, discards: 0, pickups: 1 });
    expect((await statistics('&days=7')).days).toHaveLength(7);
  });

  it('refuses company admins, unknown companies and other periods', async () => {
    expect((await t.get(`/api/admin/companies/${companyId}/statistics`, companyAdmin.userId)).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await t.get(`/api/admin/companies/${newId()}/statistics`, platformAdmin.userId)).json()).toMatchObject({ statusCode: 404, code: 'COMPANY_NOT_FOUND' });
    expect((await t.get(`/api/admin/companies/${companyId}/statistics?days=12`, platformAdmin.userId)).statusCode).toBe(400);
  });

  it('lists the last days oldest first, today last', () => {
    expect(lastDays(3, Date.parse('2026-03-02T10:00:00Z'))).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });
});
