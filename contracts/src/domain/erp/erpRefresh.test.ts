import { describe, it } from 'vitest';
import type { ErpRefreshEvent } from '../../events/erpEvents.ts';
import { deciderSpec } from '../../testing/index.ts';
import { erpRefreshDecider } from './erpRefresh.ts';

const spec = deciderSpec(erpRefreshDecider);
const now = '2026-11-26T08:00:00.000Z';
const started: ErpRefreshEvent = { type: 'ErpRefreshStarted', data: { refreshId: 'r1', companyId: 'c1', kind: 'INPUTS', system: 'PLENTY', requestedBy: 'u1', startedAt: now } };
const summary = { read: 2, created: 1, updated: 1, unchanged: 0, rejected: 0 };
const completed: ErpRefreshEvent = { type: 'ErpRefreshCompleted', data: { refreshId: 'r1', companyId: 'c1', summary, rejectedRows: [], completedAt: now } };

describe('ERP refresh', () => {
  it('starts once', () => {
    spec.given([]).when({ type: 'StartErpRefresh', refreshId: 'r1', companyId: 'c1', kind: 'INPUTS', system: 'PLENTY', requestedBy: 'u1', now }).then([started]);
    spec.given([started]).when({ type: 'StartErpRefresh', refreshId: 'r1', companyId: 'c1', kind: 'INPUTS', system: 'PLENTY', requestedBy: 'u1', now }).then([]);
  });
  it('takes progress and one outcome while running, nothing after it ended', () => {
    spec.given([started]).when({ type: 'CompleteErpRefresh', summary, rejectedRows: [], now }).then([completed]);
    spec.given([started, completed]).when({ type: 'FailErpRefresh', code: 'ERP_TIMEOUT', statusCode: null, message: 'late', now }).then([]);
    spec.given([started, completed]).when({ type: 'ReportErpRefreshProgress', phase: 'APPLYING', done: 1, total: 2 }).then([]);
  });
  it('refuses to act on a refresh that never started', () => {
    spec.given([]).when({ type: 'FailErpRefresh', code: 'ERP_TIMEOUT', statusCode: null, message: 'x', now }).thenThrows('NOT_FOUND');
  });
});
