/**
 * A discovery request (`discoveryrequest-<id>`, issue 17): one product, one source, one search.
 * DRAFT until its search proposes candidates, then OPEN; a person accepts one candidate
 * (ACCEPTED) or declines them with a reason — "not wanted" ends the request at once
 * (DECLINED_NOT_WANTED), "not matching" when no candidate is left to rate (DECLINED_NOT_MATCHING);
 * a request whose URL was added elsewhere, or whose product is gone, is CLOSED_OBSOLETE.
 */
import type { DeclineReason, DiscoveryCandidate, DiscoveryRequestType, DiscoverySearchType, DiscoveryStatus, SearchMethod } from '../../http/discovery.ts';
import { DECLINE_REASONS } from '../../http/discovery.ts';
import type { DiscoveryRequestEvent } from '../../events/discoveryEvents.ts';
import { appError } from '../appError.ts';
import type { Decider } from '../decider.ts';

export interface CandidateEvaluation {
  verdict: 'ACCEPTED' | 'DECLINED';
  reason: DeclineReason | null;
  note: string | null;
  by: string;
  at: string;
}

export interface DiscoveryRequestState {
  exists: boolean;
  requestId: string;
  jobId: string;
  companyId: string;
  productId: string;
  sourceId: string;
  sourceKind: 'STORE' | 'AGGREGATOR';
  requestType: DiscoveryRequestType;
  searchType: DiscoverySearchType;
  method: SearchMethod;
  status: DiscoveryStatus;
  candidates: (DiscoveryCandidate & { evaluation: CandidateEvaluation | null })[];
}

type Requested = Extract<DiscoveryRequestEvent, { type: 'DiscoveryRequested' }>['data'];

export type DiscoveryRequestCommand =
  | ({ type: 'RequestDiscovery' } & Requested)
  | { type: 'ProposeCandidates'; jobId: string; candidates: DiscoveryCandidate[]; at: string }
  | { type: 'AcceptCandidate'; candidateId: string; urlId: string | null; by: string; at: string }
  | { type: 'DeclineCandidate'; candidateId: string; reason: string | undefined; note: string | null; by: string; at: string }
  | { type: 'CloseObsolete'; reason: 'URL_ADDED_ELSEWHERE' | 'PRODUCT_GONE' | 'BY_USER'; by: string; at: string };

const undecided = (status: DiscoveryStatus) => status === 'DRAFT' || status === 'OPEN';

export function isDeclineReason(value: unknown): value is DeclineReason {
  return typeof value === 'string' && (DECLINE_REASONS as readonly string[]).includes(value);
}

/** The candidates still to be rated, best first (the order the discovery view walks them). */
export function openCandidates(state: Pick<DiscoveryRequestState, 'candidates'>): DiscoveryRequestState['candidates'] {
  return state.candidates.filter((c) => c.evaluation === null).sort((a, b) => b.probability - a.probability || a.candidateId.localeCompare(b.candidateId));
}

export const discoveryRequestDecider: Decider<DiscoveryRequestState, DiscoveryRequestCommand, DiscoveryRequestEvent> = {
  initialState: () => ({
    exists: false,
    requestId: '',
    jobId: '',
    companyId: '',
    productId: '',
    sourceId: '',
    sourceKind: 'STORE',
    requestType: 'NEW_STORE_URL',
    searchType: 'FIND_SAME',
    method: 'MONITOR_SEARCH',
    status: 'DRAFT',
    candidates: [],
  }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'DiscoveryRequested': {
        const d = event.data;
        return { ...state, exists: true, requestId: d.requestId, jobId: d.jobId, companyId: d.companyId, productId: d.productId, sourceId: d.sourceId, sourceKind: d.sourceKind, requestType: d.requestType, searchType: d.searchType, method: d.method, status: 'DRAFT' };
      }
      case 'DiscoveryCandidatesProposed': {
        const known = new Set(state.candidates.map((c) => c.url));
        const fresh = event.data.candidates.filter((c) => !known.has(c.url)).map((c) => ({ ...c, evaluation: null }));
        const candidates = [...state.candidates, ...fresh];
        return { ...state, candidates, status: undecided(state.status) && candidates.some((c) => c.evaluation === null) ? 'OPEN' : state.status };
      }
      case 'DiscoveryCandidateAccepted': {
        const d = event.data;
        const candidates = state.candidates.map((c) => (c.candidateId === d.candidateId ? { ...c, evaluation: { verdict: 'ACCEPTED' as const, reason: null, note: null, by: d.by, at: d.at } } : c));
        return { ...state, candidates, status: 'ACCEPTED' };
      }
      case 'DiscoveryCandidateDeclined': {
        const d = event.data;
        const candidates = state.candidates.map((c) => (c.candidateId === d.candidateId ? { ...c, evaluation: { verdict: 'DECLINED' as const, reason: d.reason, note: d.note, by: d.by, at: d.at } } : c));
        const status: DiscoveryStatus = d.reason === 'NOT_WANTED' ? 'DECLINED_NOT_WANTED' : candidates.every((c) => c.evaluation !== null) ? 'DECLINED_NOT_MATCHING' : state.status;
        return { ...state, candidates, status };
      }
      case 'DiscoveryRequestClosed':
        return { ...state, status: 'CLOSED_OBSOLETE' };
    }
  },
  decide: (command, state) => {
    if (command.type === 'RequestDiscovery') {
      if (state.exists) throw appError('DUPLICATE_KEY', 'The discovery request exists already.');
      const { type: _type, ...data } = command;
      return [{ type: 'DiscoveryRequested', data }];
    }
    if (!state.exists) throw appError('DISCOVERY_REQUEST_NOT_FOUND', 'The discovery request was not found.');
    const requestId = state.requestId;
    switch (command.type) {
      case 'ProposeCandidates': {
        // A search that finishes after the request was decided adds nothing (its result is moot).
        if (!undecided(state.status)) return [];
        const known = new Set(state.candidates.map((c) => c.url));
        const fresh = command.candidates.filter((c) => !known.has(c.url));
        return fresh.length === 0 ? [] : [{ type: 'DiscoveryCandidatesProposed', data: { requestId, jobId: command.jobId, candidates: fresh, at: command.at } }];
      }
      case 'AcceptCandidate': {
        if (!undecided(state.status)) throw appError('DISCOVERY_REQUEST_CLOSED', 'This discovery request has been decided already.');
        const candidate = state.candidates.find((c) => c.candidateId === command.candidateId);
        if (!candidate) throw appError('DISCOVERY_CANDIDATE_NOT_FOUND', 'The candidate was not found in this discovery request.');
        if (candidate.evaluation) throw appError('DISCOVERY_CANDIDATE_RATED', 'This candidate has been rated already.');
        return [{ type: 'DiscoveryCandidateAccepted', data: { requestId, candidateId: command.candidateId, productId: state.productId, urlId: command.urlId, by: command.by, at: command.at } }];
      }
      case 'DeclineCandidate': {
        if (!isDeclineReason(command.reason)) throw appError('DISCOVERY_DECLINE_REASON_REQUIRED', 'Declining requires a reason: NOT_MATCHING or NOT_WANTED.');
        if (!undecided(state.status)) throw appError('DISCOVERY_REQUEST_CLOSED', 'This discovery request has been decided already.');
        const candidate = state.candidates.find((c) => c.candidateId === command.candidateId);
        if (!candidate) throw appError('DISCOVERY_CANDIDATE_NOT_FOUND', 'The candidate was not found in this discovery request.');
        if (candidate.evaluation) throw appError('DISCOVERY_CANDIDATE_RATED', 'This candidate has been rated already.');
        return [{ type: 'DiscoveryCandidateDeclined', data: { requestId, candidateId: command.candidateId, reason: command.reason, note: command.note, by: command.by, at: command.at } }];
      }
      case 'CloseObsolete':
        if (!undecided(state.status)) return [];
        return [{ type: 'DiscoveryRequestClosed', data: { requestId, reason: command.reason, by: command.by, at: command.at } }];
    }
  },
};
