import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@pm/platform';
import { startTestProduct, type TestProduct } from '../testSupport/startTestProduct.ts';

/**
 * Defects 4 and 5 of issue 11: the e-mail reservation let a request take over an address whose
 * holder "is not active yet" — so parallel requests with one address all won it in turn. Ten
 * parallel company creations wrote 6–8 companies (5 without any user) and answered 409 after
 * their company was written; sixteen parallel user creations made 2–3 active accounts with one
 * address. Here 50 requests race for one address: exactly one wins, every other one hears
 * 409 EMAIL_TAKEN, and the log holds no company without its administrator and no user without
 * a company.
 */
const PARALLEL = 50;

describe('races for one e-mail address', () => {
  let t: TestProduct;
  let platform: string;
  let admin: string;
  let companyId: string;

  beforeAll(async () => {
    t = await startTestProduct();
    platform = await t.signIn('platform@demo.example');
    admin = await t.signIn('admin@demo.example');
    companyId = (await t.api('GET', '/api/profile', { token: admin })).body.company.id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  const log = () => t.product.events.readAll({ maxCount: 1_000_000 });
  const ofType = (events: RecordedEvent[], type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, unknown>);
  /** Accounts with this address that were registered and not deleted. */
  function activeAccounts(events: RecordedEvent[], email: string) {
    const deleted = new Set(ofType(events, 'UserDeleted').map((d) => d['userId']));
    return ofType(events, 'UserRegistered').filter((u) => u['email'] === email && !deleted.has(u['userId']));
  }
  function expectOneWinner(answers: { status: number; body: any }[]) {
    const won = answers.filter((a) => a.status === 201);
    const lost = answers.filter((a) => a.status !== 201);
    expect(won).toHaveLength(1);
    expect(lost.map((a) => `${a.status} ${a.body?.code}`)).toEqual(Array.from({ length: PARALLEL - 1 }, () => '409 EMAIL_TAKEN'));
    return won[0]!;
  }
  /** Every company has an administrator and every user a company, in the whole log. */
  function expectNoOrphans(events: RecordedEvent[]) {
    const companies = new Set(ofType(events, 'CompanyCreated').map((c) => c['companyId']));
    const users = ofType(events, 'UserRegistered');
    const companiesWithAdmin = new Set(users.filter((u) => u['role'] === 'COMPANY_ADMIN').map((u) => u['companyId']));
    expect([...companies].filter((c) => !companiesWithAdmin.has(c)), 'companies without an administrator').toEqual([]);
    expect(users.filter((u) => !companies.has(u['companyId'])).map((u) => u['email']), 'users without a company').toEqual([]);
  }

  it(`${PARALLEL} parallel company creations with one admin address: one company with its admin, ${PARALLEL - 1} × 409 before anything is written`, async () => {
    const email = 'race-admin@race.example';
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.api('POST', '/api/admin/companies', {
          token: platform,
          body: { name: `Race ${i} GmbH`, countries: ['de'], leadCountry: 'de', admin: { firstName: 'Rena', lastName: 'Race', email, password: 'race-password' } },
        }),
      ),
    );
    const winner = expectOneWinner(answers);

    const events = await log();
    const created = ofType(events, 'CompanyCreated').filter((c) => String(c['name']).startsWith('Race '));
    expect(created.map((c) => c['companyId'])).toEqual([winner.body.id]);
    const accounts = activeAccounts(events, email);
    expect(accounts).toEqual([expect.objectContaining({ companyId: winner.body.id, role: 'COMPANY_ADMIN' })]);
    expectNoOrphans(events);
    // The one account signs in, into its company.
    const token = await t.signIn(email, 'race-password');
    expect((await t.api('GET', '/api/profile', { token })).body.company.id).toBe(winner.body.id);
  }, 120_000);

  it(`${PARALLEL} parallel user creations with one address: one active account, ${PARALLEL - 1} × 409`, async () => {
    const email = 'race-user@demo.example';
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.api('POST', `/api/user/${companyId}`, { token: admin, body: { firstName: 'Rudi', lastName: `Race ${i}`, email, role: 'COMPANY_VIEWER', password: 'race-password' } }),
      ),
    );
    const winner = expectOneWinner(answers);

    const events = await log();
    expect(activeAccounts(events, email)).toEqual([expect.objectContaining({ userId: winner.body.id, companyId })]);
    // Losers wrote no account at all (nothing to clean up).
    expect(ofType(events, 'UserRegistered').filter((u) => u['email'] === email)).toHaveLength(1);
    expectNoOrphans(events);
    const token = await t.signIn(email, 'race-password');
    expect((await t.api('GET', '/api/profile', { token })).body.id).toBe(winner.body.id);
  }, 120_000);

  it('an address is free again once its account is deleted, and again one of many parallel requests wins it', async () => {
    const email = 'race-again@demo.example';
    const first = await t.api('POST', `/api/user/${companyId}`, { token: admin, body: { firstName: 'Erst', lastName: 'Mal', email, role: 'COMPANY_VIEWER', password: 'race-password' } });
    expect(first.status).toBe(201);
    expect((await t.api('DELETE', `/api/company/${companyId}/user/${first.body.id}`, { token: admin })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        t.api('POST', `/api/user/${companyId}`, { token: admin, body: { firstName: 'Noch', lastName: `Mal ${i}`, email, role: 'COMPANY_VIEWER', password: 'race-password' } }),
      ),
    );
    const winner = expectOneWinner(answers);
    expect(activeAccounts(await log(), email)).toEqual([expect.objectContaining({ userId: winner.body.id })]);
  }, 120_000);
});
