/**
 * The onboarding saga (createCompanyWithAdmin): all or nothing around the e-mail reservation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appError, createSqliteEventStore, type EventStore } from '@pm/platform';
import { tempDatabasePath } from '@pm/platform/testing';
import { createUserCommands, type UserCommands } from '../users/userCommands.ts';
import { createUserRepository } from '../users/userRepository.ts';
import { createCompanyCommands, createCompanyWithAdmin, type CompanyCommands } from './companyCommands.ts';

const context = { companyId: null, userId: 'service:test', correlationId: 'c', causationId: null };
const admin = { email: 'nora@example.com', password: 'correct-horse-battery', firstName: 'Nora', lastName: 'Kap' };

describe('creating a company with its first administrator', () => {
  let db: ReturnType<typeof tempDatabasePath>;
  let events: EventStore;
  let companies: CompanyCommands;
  let users: UserCommands;
  const types = async () => (await events.readAll()).map((e) => e.type);

  beforeEach(() => {
    db = tempDatabasePath();
    events = createSqliteEventStore({ path: db.path });
    companies = createCompanyCommands(events);
    users = createUserCommands(events, createUserRepository(events));
  });
  afterEach(async () => {
    await events.close();
    db.remove();
  });

  it('reserves the address, writes the company, then the admin, and confirms the reservation', async () => {
    const written = await createCompanyWithAdmin(companies, users, { name: 'Nordkap', admin }, context);
    expect(await types()).toEqual(['EmailReserved', 'CompanyCreated', 'PasswordSet', 'UserRegistered', 'EmailReservationConfirmed']);
    const registered = (await events.readAll()).find((e) => e.type === 'UserRegistered');
    expect(registered?.data).toMatchObject({ companyId: written.id, email: admin.email, role: 'COMPANY_ADMIN' });
  });

  it('refuses a taken address before anything else is written', async () => {
    await createCompanyWithAdmin(companies, users, { name: 'Nordkap', admin }, context);
    const before = await events.headPosition();
    await expect(createCompanyWithAdmin(companies, users, { name: 'Südkap', admin }, context)).rejects.toMatchObject({ code: 'EMAIL_TAKEN' });
    expect(await events.headPosition()).toBe(before);
  });

  it('gives the reservation back when the company cannot be written, so the address stays free', async () => {
    const failing: CompanyCommands = { ...companies, createCompany: () => Promise.reject(appError('INTERNAL', 'store down')) };
    await expect(createCompanyWithAdmin(failing, users, { name: 'Nordkap', admin }, context)).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(await types()).toEqual(['EmailReserved', 'EmailReleased']);
    await createCompanyWithAdmin(companies, users, { name: 'Nordkap', admin }, context);
    expect((await types()).filter((type) => type === 'CompanyCreated')).toHaveLength(1);
  });
});
