/**
 * Discovery read models (issue 17): one document per request (its status folded by the domain's
 * request decider, its candidates with their human evaluation, its search job's status), one per
 * search job (admin view: trials, logs, outcome) and the discovery settings per company and source.
 */
import type { DiscoveryCandidate, SearchLogLine, DiscoverySettingsBody, DiscoverySourceSettingsBody, DiscoveryStatus, SearchFailureReason, SearchJobStatus, SearchMethod } from '@pm/contracts';
import { discoveryRequestDecider, openCandidates, type CandidateEvaluation, type DiscoveryRequestState } from '@pm/contracts/domain';
import type { DiscoveryRequestEvent, DiscoverySearchEvent, DiscoverySettingsEvent } from '@pm/contracts/events';
import { toDomainEvent, type Doc, type RecordedEvent, type WriteOp } from '@pm/platform';
import type { Projector } from '../runtime/projector.ts';

export const DISCOVERY_REQUESTS = 'discoveryRequests';
export const DISCOVERY_JOBS = 'discoveryJobs';
export const DISCOVERY_SETTINGS = 'discoverySettings';
export const DISCOVERY_SOURCE_SETTINGS = 'discoverySourceSettings';

export interface DiscoveryRequestDoc extends Doc {
  companyId: string;
  productId: string;
  sourceId: string;
  requestType: DiscoveryRequestState['requestType'];
  searchType: DiscoveryRequestState['searchType'];
  method: SearchMethod;
  status: DiscoveryStatus;
  jobId: string;
  jobStatus: SearchJobStatus;
  jobReason: SearchFailureReason | null;
  candidates: (DiscoveryCandidate & { evaluation: CandidateEvaluation | null })[];
  /** Best SAME probability among the candidates still to rate (0 without one): the threshold filter and the order. */
  bestOpenProbability: number;
  createdAt: string;
  updatedAt: string;
}

export interface DiscoveryJobDoc extends Doc {
  jobId: string;
  requestId: string;
  companyId: string;
  productId: string;
  sourceId: string;
  method: SearchMethod;
  status: SearchJobStatus;
  reason: SearchFailureReason | null;
  trials: number;
  candidateCount: number;
  durationMs: number | null;
  logs: SearchLogLine[];
  createdAt: string;
  updatedAt: string;
}

type RequestEvent = DiscoveryRequestEvent | DiscoverySearchEvent;
const REQUEST_EVENTS = ['DiscoveryRequested', 'DiscoveryCandidatesProposed', 'DiscoveryCandidateAccepted', 'DiscoveryCandidateDeclined', 'DiscoveryRequestClosed', 'DiscoverySearchStarted', 'DiscoverySearchFinished'];

const stateOf = (doc: DiscoveryRequestDoc): DiscoveryRequestState => ({
  exists: true,
  requestId: doc._id,
  jobId: doc.jobId,
  companyId: doc.companyId,
  productId: doc.productId,
  sourceId: doc.sourceId,
  sourceKind: 'STORE',
  requestType: doc.requestType,
  searchType: doc.searchType,
  method: doc.method,
  status: doc.status,
  candidates: doc.candidates,
});

function evolveRequestDoc(doc: DiscoveryRequestDoc | null, recorded: RecordedEvent): DiscoveryRequestDoc | null {
  const event = toDomainEvent<RequestEvent>(recorded);
  const at = recorded.metadata.occurredAt;
  if (event.type === 'DiscoverySearchStarted') return doc ? { ...doc, jobStatus: 'RUNNING', updatedAt: at } : doc;
  if (event.type === 'DiscoverySearchFinished') return doc ? { ...doc, jobStatus: event.data.status, jobReason: event.data.reason, updatedAt: at } : doc;
  if (event.type === 'DiscoveryRequested') {
    const d = event.data;
    return { _id: d.requestId, companyId: d.companyId, productId: d.productId, sourceId: d.sourceId, requestType: d.requestType, searchType: d.searchType, method: d.method, status: 'DRAFT', jobId: d.jobId, jobStatus: 'CREATED', jobReason: null, candidates: [], bestOpenProbability: 0, createdAt: d.at, updatedAt: d.at };
  }
  if (!doc) return doc;
  // The domain's own fold decides status and evaluations, as the command side does.
  const next = discoveryRequestDecider.evolve(stateOf(doc), event);
  return { ...doc, status: next.status, candidates: next.candidates, bestOpenProbability: openCandidates(next)[0]?.probability ?? 0, updatedAt: at };
}

export const discoveryRequestsProjector: Projector = {
  name: 'discoveryRequests',
  version: 1,
  collections: { [DISCOVERY_REQUESTS]: [{ keys: { companyId: 1, status: 1, bestOpenProbability: -1 } }] },
  handles: REQUEST_EVENTS,
  state: {
    collection: DISCOVERY_REQUESTS,
    idOf: (recorded) => (recorded.data as { requestId?: string }).requestId ?? null,
    evolve: (doc, event) => evolveRequestDoc(doc as DiscoveryRequestDoc | null, event),
    derive: () => [],
  },
  notices: (recorded) => {
    const companyId = (recorded.data as { companyId?: string }).companyId ?? recorded.metadata.companyId;
    return companyId ? [{ companyId, queryKeys: [['discovery']] }] : [];
  },
};

export const discoveryJobsProjector: Projector = {
  name: 'discoveryJobs',
  version: 1,
  collections: { [DISCOVERY_JOBS]: [{ keys: { updatedAt: -1 } }, { keys: { companyId: 1, updatedAt: -1 } }, { keys: { status: 1, updatedAt: -1 } }] },
  handles: ['DiscoveryRequested', 'DiscoverySearchStarted', 'DiscoverySearchFinished'],
  project(recorded): WriteOp[] {
    const event = toDomainEvent<RequestEvent>(recorded);
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'DiscoveryRequested': {
        const d = event.data;
        const doc: DiscoveryJobDoc = { _id: d.jobId, jobId: d.jobId, requestId: d.requestId, companyId: d.companyId, productId: d.productId, sourceId: d.sourceId, method: d.method, status: 'CREATED', reason: null, trials: 0, candidateCount: 0, durationMs: null, logs: [], createdAt: d.at, updatedAt: d.at };
        return [{ op: 'put', collection: DISCOVERY_JOBS, doc }];
      }
      case 'DiscoverySearchStarted':
        return [{ op: 'update', collection: DISCOVERY_JOBS, id: event.data.jobId, update: { $set: { status: 'RUNNING', trials: event.data.trial, updatedAt: at } } }];
      case 'DiscoverySearchFinished': {
        const d = event.data;
        return [{ op: 'update', collection: DISCOVERY_JOBS, id: d.jobId, update: { $set: { status: d.status, reason: d.reason, candidateCount: d.candidateCount, durationMs: d.durationMs, logs: d.logs, updatedAt: at } } }];
      }
      default:
        return [];
    }
  },
  // Platform admins watch jobs across companies; the company's own screen shows its requests' job status.
  notices: (recorded) => {
    const companyId = (recorded.data as { companyId?: string }).companyId;
    return companyId ? [{ companyId, queryKeys: [['admin-discovery']] }] : [];
  },
};

export interface DiscoverySettingsDoc extends Doc {
  settings: DiscoverySettingsBody;
}
export interface DiscoverySourceSettingsDoc extends Doc {
  settings: DiscoverySourceSettingsBody;
}

export const discoverySettingsProjector: Projector = {
  name: 'discoverySettings',
  version: 1,
  collections: { [DISCOVERY_SETTINGS]: [], [DISCOVERY_SOURCE_SETTINGS]: [] },
  handles: ['DiscoverySettingsChanged', 'DiscoverySourceSettingsChanged'],
  project(recorded): WriteOp[] {
    const event = toDomainEvent<DiscoverySettingsEvent>(recorded);
    if (event.type === 'DiscoverySettingsChanged') return [{ op: 'put', collection: DISCOVERY_SETTINGS, doc: { _id: event.data.companyId, settings: event.data.settings } }];
    return [{ op: 'put', collection: DISCOVERY_SOURCE_SETTINGS, doc: { _id: event.data.sourceId, settings: event.data.settings } }];
  },
};

export const discoveryProjectors: Projector[] = [discoveryRequestsProjector, discoveryJobsProjector, discoverySettingsProjector];
