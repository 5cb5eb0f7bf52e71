import { describe, it } from 'vitest';
import type { PricingRunReservationEvent } from '../../events/index.ts';
import { deciderSpec } from '../../testing/index.ts';
import { runReservationDecider, type RunReservationCommand } from './runReservationDecider.ts';

const spec = deciderSpec(runReservationDecider);
const reserved = (runId: string, reservedAt = '2026-02-01T10:00:00.000Z'): PricingRunReservationEvent => ({ type: 'PricingRunReserved', data: { companyId: 'c1', runId, trigger: 'USER', reservedAt } });
const reserve = (runId: string, lastRun: RunReservationCommand['lastRun'], at = '2026-02-01T10:00:30.000Z'): RunReservationCommand => ({ type: 'ReservePricingRun', companyId: 'c1', runId, trigger: 'USER', at, lastRun });

describe('run reservation', () => {
  it('reserves the first run of a company', () => spec.given([]).when(reserve('r1', 'MISSING')).then([reserved('r1', '2026-02-01T10:00:30.000Z')]));
  it('refuses while the last run is open', () => spec.given([reserved('r1')]).when(reserve('r2', 'OPEN')).thenThrows('PRICING_RUN_IN_PROGRESS'));
  it('reserves again once the last run has finished', () => spec.given([reserved('r1')]).when(reserve('r2', 'FINISHED')).then([reserved('r2', '2026-02-01T10:00:30.000Z')]));
  it('refuses while the last reservation is being written', () => spec.given([reserved('r1')]).when(reserve('r2', 'MISSING')).thenThrows('PRICING_RUN_IN_PROGRESS'));
  it('takes over a reservation abandoned without its run', () => spec.given([reserved('r1')]).when(reserve('r2', 'MISSING', '2026-02-01T10:05:00.000Z')).then([reserved('r2', '2026-02-01T10:05:00.000Z')]));
  it('does nothing for the run reserved already', () => spec.given([reserved('r1')]).when(reserve('r1', 'OPEN')).then([]));
});
