import type { DiscoveryRequestEvent } from '../../events/discoveryEvents.ts';

/**
 * "URLs found / accepted" of the agent's searches (issue 18 item 3), per discovery request the
 * agent started: the distinct candidates its search proposed and those a person accepted. Counted
 * on the UTC day the request was made, with its company and source, so statistics sum requests by
 * company, source and day. Requests of users and bulk searches are not the agent's: no tally.
 */
export interface AgentDiscoveryTally {
  requestId: string;
  companyId: string;
  sourceId: string;
  day: string;
  found: string[];
  accepted: string[];
}

export function evolveAgentDiscoveryTally(state: AgentDiscoveryTally | null, event: DiscoveryRequestEvent): AgentDiscoveryTally | null {
  switch (event.type) {
    case 'DiscoveryRequested': {
      const { requestId, companyId, sourceId, trigger, at } = event.data;
      return trigger === 'AGENT' ? { requestId, companyId, sourceId, day: at.slice(0, 10), found: [], accepted: [] } : null;
    }
    case 'DiscoveryCandidatesProposed': {
      if (!state) return null;
      const fresh = event.data.candidates.map((candidate) => candidate.candidateId).filter((id) => !state.found.includes(id));
      return fresh.length === 0 ? state : { ...state, found: [...state.found, ...fresh] };
    }
    case 'DiscoveryCandidateAccepted':
      if (!state || state.accepted.includes(event.data.candidateId)) return state;
      return { ...state, accepted: [...state.accepted, event.data.candidateId] };
    default:
      return state;
  }
}
