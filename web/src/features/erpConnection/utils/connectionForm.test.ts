import { describe, expect, it } from 'vitest';
import type { ErpConnectionView } from '@pm/contracts';
import { toConnectionBody, toConnectionFormValues, validateConnectionForm, type ConnectionFormValues } from './connectionForm.ts';

const plenty: ConnectionFormValues = { system: 'PLENTY', url: 'https://erp.example/', username: 'rest', secret: 'pw', changeSecret: true, secretSaved: false };
const saved: ErpConnectionView = {
  connected: true,
  system: 'PLENTY',
  url: 'https://erp.example/',
  username: 'rest',
  secretSet: true,
  lastTest: null,
  lastInputsRefresh: null,
  lastOutputChannelsRefresh: null,
  revision: '0',
};

describe('the ERP connection form', () => {
  it('asks for system, address and, for Plenty, user and password', () => {
    expect(validateConnectionForm({ system: '', url: '', username: '', secret: '', changeSecret: true, secretSaved: false })).toEqual({ system: 'required', url: 'required' });
    expect(validateConnectionForm({ ...plenty, username: ' ', secret: '' })).toEqual({ username: 'required', secret: 'required' });
    expect(validateConnectionForm(plenty)).toEqual({});
  });

  it('refuses an address that is not http(s)', () => {
    expect(validateConnectionForm({ ...plenty, url: 'ftp://erp.example' }).url).toBe('invalidUrl');
    expect(validateConnectionForm({ ...plenty, url: 'erp.example' }).url).toBe('invalidUrl');
  });

  it('lets an export URL go without user and password', () => {
    expect(validateConnectionForm({ system: 'EXPORT_URL', url: 'https://shop.example/export.csv', username: '', secret: '', changeSecret: true, secretSaved: false })).toEqual({});
  });

  it('keeps a saved password unless a new one is entered: the body carries no secret then', () => {
    const values = toConnectionFormValues(saved);
    expect(values.changeSecret).toBe(false);
    expect(validateConnectionForm(values)).toEqual({});
    expect(toConnectionBody(values)).toEqual({ system: 'PLENTY', url: 'https://erp.example/', username: 'rest' });
    expect(toConnectionBody({ ...values, changeSecret: true, secret: 'new' })).toEqual({ system: 'PLENTY', url: 'https://erp.example/', username: 'rest', secret: 'new' });
    // "Change password" opened and left empty keeps the saved one, as its hint says.
    expect(validateConnectionForm({ ...values, changeSecret: true })).toEqual({});
    expect(toConnectionBody({ ...values, changeSecret: true })).toEqual({ system: 'PLENTY', url: 'https://erp.example/', username: 'rest' });
  });

  it('starts with the password field open when none is saved', () => {
    expect(toConnectionFormValues({ ...saved, connected: false, system: null, url: null, username: null, secretSet: false }).changeSecret).toBe(true);
  });
});
