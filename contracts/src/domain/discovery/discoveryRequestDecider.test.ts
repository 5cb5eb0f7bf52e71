import { describe, expect, it } from 'vitest';
import type { DiscoveryCandidate } from '../../http/discovery.ts';
import type { DiscoveryRequestEvent } from '../../events/discoveryEvents.ts';
import { deciderSpec } from '../../testing/index.ts';
import { fold } from '../decider.ts';
import { discoveryRequestDecider, openCandidates } from './discoveryRequestDecider.ts';

const spec = deciderSpec(discoveryRequestDecider);
const at = '2026-11-29T10:00:00.000Z';
const requestedData = {
  requestId: 'r1', jobId: 'j1', companyId: 'c1', productId: 'p1', sourceId: 's1', sourceKind: 'STORE' as const,
  requestType: 'NEW_STORE_URL' as const, searchType: 'FIND_SAME' as const, method: 'MONITOR_SEARCH' as const,
  imageWeight: 0.5, skipWhenUrlExists: true, trigger: 'USER' as const, requestedBy: 'u1', at,
};
const requested: DiscoveryRequestEvent = { type: 'DiscoveryRequested', data: requestedData };
const candidate = (id: string, probability: number): DiscoveryCandidate => ({
  candidateId: id, url: `https://shop.example/${id}`, title: `Zelt ${id}`, price: '199.90', currency: 'EUR', imageUrl: null, brand: null, gtin: null, mpn: null,
  matchResult: probability >= 0.75 ? 'SAME' : 'NOT_SAME_OR_SIMILAR', probability, visualSimilarity: null, signals: [], method: 'MONITOR_SEARCH',
});
const proposed: DiscoveryRequestEvent = { type: 'DiscoveryCandidatesProposed', data: { requestId: 'r1', jobId: 'j1', candidates: [candidate('a', 0.97), candidate('b', 0.4)], at } };

describe('discovery request decider', () => {
  it('creates a request once, as DRAFT', () => {
    spec.given([]).when({ type: 'RequestDiscovery', ...requestedData }).then([requested]);
    spec.given([requested]).when({ type: 'RequestDiscovery', ...requestedData }).thenThrows('DUPLICATE_KEY');
    expect(fold(discoveryRequestDecider, [requested]).status).toBe('DRAFT');
  });

  it('opens with candidates and ignores candidates it has (by URL)', () => {
    expect(fold(discoveryRequestDecider, [requested, proposed]).status).toBe('OPEN');
    spec.given([requested, proposed]).when({ type: 'ProposeCandidates', jobId: 'j1', candidates: [candidate('a', 0.9)], at }).then([]);
  });

  it('lists open candidates best first', () => {
    expect(openCandidates(fold(discoveryRequestDecider, [requested, proposed])).map((c) => c.candidateId)).toEqual(['a', 'b']);
  });

  it('accepts one candidate and then refuses further decisions', () => {
    const accepted: DiscoveryRequestEvent = { type: 'DiscoveryCandidateAccepted', data: { requestId: 'r1', candidateId: 'a', productId: 'p1', urlId: 'u1', by: 'u1', at } };
    spec.given([requested, proposed]).when({ type: 'AcceptCandidate', candidateId: 'a', urlId: 'u1', by: 'u1', at }).then([accepted]);
    expect(fold(discoveryRequestDecider, [requested, proposed, accepted]).status).toBe('ACCEPTED');
    spec.given([requested, proposed, accepted]).when({ type: 'AcceptCandidate', candidateId: 'b', urlId: 'u2', by: 'u1', at }).thenThrows('DISCOVERY_REQUEST_CLOSED');
    spec.given([requested, proposed]).when({ type: 'AcceptCandidate', candidateId: 'zz', urlId: 'u1', by: 'u1', at }).thenThrows('DISCOVERY_CANDIDATE_NOT_FOUND');
  });

  it('requires a reason to decline', () => {
    spec.given([requested, proposed]).when({ type: 'DeclineCandidate', candidateId: 'a', reason: undefined, note: null, by: 'u1', at }).thenThrows('DISCOVERY_DECLINE_REASON_REQUIRED');
    spec.given([requested, proposed]).when({ type: 'DeclineCandidate', candidateId: 'a', reason: 'BORING', note: null, by: 'u1', at }).thenThrows('DISCOVERY_DECLINE_REASON_REQUIRED');
  });

  it('declines as not matching once every candidate is declined', () => {
    const declineA: DiscoveryRequestEvent = { type: 'DiscoveryCandidateDeclined', data: { requestId: 'r1', candidateId: 'a', reason: 'NOT_MATCHING', note: 'other size', by: 'u1', at } };
    const declineB: DiscoveryRequestEvent = { type: 'DiscoveryCandidateDeclined', data: { requestId: 'r1', candidateId: 'b', reason: 'NOT_MATCHING', note: null, by: 'u1', at } };
    spec.given([requested, proposed]).when({ type: 'DeclineCandidate', candidateId: 'a', reason: 'NOT_MATCHING', note: 'other size', by: 'u1', at }).then([declineA]);
    expect(fold(discoveryRequestDecider, [requested, proposed, declineA]).status).toBe('OPEN');
    expect(fold(discoveryRequestDecider, [requested, proposed, declineA, declineB]).status).toBe('DECLINED_NOT_MATCHING');
    spec.given([requested, proposed, declineA]).when({ type: 'DeclineCandidate', candidateId: 'a', reason: 'NOT_MATCHING', note: null, by: 'u1', at }).thenThrows('DISCOVERY_CANDIDATE_RATED');
  });

  it('declines the whole request when the product is not wanted at the source', () => {
    const notWanted: DiscoveryRequestEvent = { type: 'DiscoveryCandidateDeclined', data: { requestId: 'r1', candidateId: 'b', reason: 'NOT_WANTED', note: null, by: 'u1', at } };
    expect(fold(discoveryRequestDecider, [requested, proposed, notWanted]).status).toBe('DECLINED_NOT_WANTED');
  });

  it('closes undecided requests as obsolete, and a late search adds nothing', () => {
    const closed: DiscoveryRequestEvent = { type: 'DiscoveryRequestClosed', data: { requestId: 'r1', reason: 'URL_ADDED_ELSEWHERE', by: 'u1', at } };
    spec.given([requested]).when({ type: 'CloseObsolete', reason: 'URL_ADDED_ELSEWHERE', by: 'u1', at }).then([closed]);
    spec.given([requested, closed]).when({ type: 'CloseObsolete', reason: 'BY_USER', by: 'u1', at }).then([]);
    spec.given([requested, closed]).when({ type: 'ProposeCandidates', jobId: 'j1', candidates: [candidate('c', 0.9)], at }).then([]);
  });

  it('refuses commands on a missing request', () => {
    spec.given([]).when({ type: 'AcceptCandidate', candidateId: 'a', urlId: null, by: 'u1', at }).thenThrows('DISCOVERY_REQUEST_NOT_FOUND');
  });
});
