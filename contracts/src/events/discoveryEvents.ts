import { z } from 'zod';
import {
  DECLINE_REASONS,
  DISCOVERY_REQUEST_TYPES,
  DISCOVERY_SEARCH_TYPES,
  SEARCH_FAILURE_REASONS,
  SEARCH_JOB_STATUSES,
  SEARCH_METHODS,
  discoveryCandidateSchema,
  discoverySettingsBodySchema,
  discoverySourceSettingsBodySchema,
  searchLogLineSchema,
} from '../http/discovery.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/**
 * Stream `discoveryrequest-<requestId>`: one product, one source, one search (its job id is
 * named here, so that creating a request is one write); candidates and their human evaluation.
 */
export const DiscoveryRequested = defineEvent(
  'DiscoveryRequested',
  1,
  z.object({
    requestId: z.string(),
    jobId: z.string(),
    companyId: z.string(),
    productId: z.string(),
    sourceId: z.string(),
    sourceKind: z.enum(['STORE', 'AGGREGATOR']),
    requestType: z.enum(DISCOVERY_REQUEST_TYPES),
    searchType: z.enum(DISCOVERY_SEARCH_TYPES),
    method: z.enum(SEARCH_METHODS),
    imageWeight: z.number().min(0).max(1),
    skipWhenUrlExists: z.boolean(),
    trigger: z.enum(['USER', 'BULK', 'AGENT']),
    requestedBy: z.string(),
    at: z.string(),
  }),
);
export const DiscoveryCandidatesProposed = defineEvent(
  'DiscoveryCandidatesProposed',
  1,
  z.object({ requestId: z.string(), jobId: z.string(), candidates: z.array(discoveryCandidateSchema), at: z.string() }),
);
export const DiscoveryCandidateAccepted = defineEvent(
  'DiscoveryCandidateAccepted',
  1,
  z.object({ requestId: z.string(), candidateId: z.string(), productId: z.string(), urlId: z.string().nullable(), by: z.string(), at: z.string() }),
);
export const DiscoveryCandidateDeclined = defineEvent(
  'DiscoveryCandidateDeclined',
  1,
  z.object({ requestId: z.string(), candidateId: z.string(), reason: z.enum(DECLINE_REASONS), note: z.string().nullable(), by: z.string(), at: z.string() }),
);
export const DiscoveryRequestClosed = defineEvent(
  'DiscoveryRequestClosed',
  1,
  z.object({ requestId: z.string(), reason: z.enum(['URL_ADDED_ELSEWHERE', 'PRODUCT_GONE', 'BY_USER']), by: z.string(), at: z.string() }),
);
export type DiscoveryRequestEvent =
  | DomainEvent<typeof DiscoveryRequested>
  | DomainEvent<typeof DiscoveryCandidatesProposed>
  | DomainEvent<typeof DiscoveryCandidateAccepted>
  | DomainEvent<typeof DiscoveryCandidateDeclined>
  | DomainEvent<typeof DiscoveryRequestClosed>;

/** Stream `discoverysearch-<jobId>`: a search job's trials, log lines and outcome (written by the scraper service). */
export const DiscoverySearchStarted = defineEvent(
  'DiscoverySearchStarted',
  1,
  z.object({ jobId: z.string(), requestId: z.string(), companyId: z.string(), trial: z.number().int().min(1), worker: z.string(), at: z.string() }),
);
export const DiscoverySearchFinished = defineEvent(
  'DiscoverySearchFinished',
  1,
  z.object({
    jobId: z.string(),
    requestId: z.string(),
    companyId: z.string(),
    status: z.enum(SEARCH_JOB_STATUSES),
    reason: z.enum(SEARCH_FAILURE_REASONS).nullable(),
    candidateCount: z.number().int().min(0),
    durationMs: z.number().int().min(0),
    /** The trial's log, written with its outcome (one append per job). */
    logs: z.array(searchLogLineSchema).max(200),
    at: z.string(),
  }),
);
export type DiscoverySearchEvent = DomainEvent<typeof DiscoverySearchStarted> | DomainEvent<typeof DiscoverySearchFinished>;

/** Stream `discoverysettings-<companyId>`: a company's discovery settings (set by platform admins). */
export const DiscoverySettingsChanged = defineEvent('DiscoverySettingsChanged', 1, z.object({ companyId: z.string(), settings: discoverySettingsBodySchema }));
/** Stream `discoverysourcesettings-<sourceId>`: how a source is searched (shared by every company). */
export const DiscoverySourceSettingsChanged = defineEvent('DiscoverySourceSettingsChanged', 1, z.object({ sourceId: z.string(), settings: discoverySourceSettingsBodySchema }));
export type DiscoverySettingsEvent = DomainEvent<typeof DiscoverySettingsChanged> | DomainEvent<typeof DiscoverySourceSettingsChanged>;

export const discoveryEvents = [
  DiscoveryRequested,
  DiscoveryCandidatesProposed,
  DiscoveryCandidateAccepted,
  DiscoveryCandidateDeclined,
  DiscoveryRequestClosed,
  DiscoverySearchStarted,
  DiscoverySearchFinished,
  DiscoverySettingsChanged,
  DiscoverySourceSettingsChanged,
] as const;
