import { describe, expect, it } from 'vitest';
import type { ErpConnectionEvent } from '../../events/erpEvents.ts';
import { deciderSpec } from '../../testing/index.ts';
import { fold } from '../decider.ts';
import { erpConnectionDecider } from './erpConnection.ts';

const spec = deciderSpec(erpConnectionDecider);
const sealed = { ciphertext: 'Y2lwaGVy', nonce: 'bm9uY2U=', tag: 'dGFn', keyId: 'k1' };
const set: ErpConnectionEvent = { type: 'ErpConnectionSet', data: { companyId: 'c1', system: 'PLENTY', url: 'https://erp.example', username: 'rest', secret: sealed } };
const tested: ErpConnectionEvent = { type: 'ErpConnectionTested', data: { companyId: 'c1', ok: true, description: 'Plenty', code: null, statusCode: null, testedAt: '2026-11-26T08:00:00.000Z' } };

describe('ERP connection', () => {
  it('keeps the sealed secret when the form sends none, and records nothing for unchanged settings', () => {
    spec.given([set]).when({ type: 'SetErpConnection', companyId: 'c1', system: 'PLENTY', url: 'https://erp2.example', username: 'rest', secret: 'keep' })
      .then([{ type: 'ErpConnectionSet', data: { ...set.data, url: 'https://erp2.example' } }]);
    spec.given([set]).when({ type: 'SetErpConnection', companyId: 'c1', system: 'PLENTY', url: 'https://erp.example', username: 'rest', secret: 'keep' }).then([]);
  });
  it('is untested after new settings and ok or failed after a test', () => {
    expect(fold(erpConnectionDecider, [set]).status).toBe('untested');
    expect(fold(erpConnectionDecider, [set, tested]).status).toBe('ok');
    expect(fold(erpConnectionDecider, [set, tested, set]).lastTest).toBeNull();
    expect(fold(erpConnectionDecider, [set, { type: 'ErpConnectionTested', data: { ...tested.data, ok: false, code: 'ERP_UNAUTHORIZED', statusCode: 401 } }]).status).toBe('failed');
  });
});
