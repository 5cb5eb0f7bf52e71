import type { FastifyInstance } from 'fastify';
import { refreshAgentJobResultSchema, triggerAgentRunResultSchema, type RefreshAgentJobResult, type TriggerAgentRunResult } from '@pm/contracts';
import { actorOf, appError, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import type { createDiscoveryAgent } from './discoveryAgent.ts';

type DiscoveryAgent = Pick<ReturnType<typeof createDiscoveryAgent>, 'runFor' | 'refresh'>;
/** Reads whether a company exists (the company stream has events). */
type CompanyExists = (companyId: string) => Promise<boolean>;

/** Agent jobs (issue 18 item 3): a platform admin triggers a company's agent now, or refreshes its job. */
export function registerAgentJobRoutes(app: FastifyInstance, agent: DiscoveryAgent, companyExists: CompanyExists): void {
  const api = zodRoutes(app);

  api.post(
    '/api/admin/agent-jobs/:companyId/trigger',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: "Run a company's agent now",
        description:
          'The agent searches every source the company scrapes for its products without a URL there (skipping those with an undecided request), then asks for a scrape of the URLs whose last scrape failed and of those never scraped yet — whether or not its daily schedule is switched on. Answers when the run has finished; a second trigger for the same company waits for the running one. Platform administrators only (others: 403 FORBIDDEN).',
        params: companyParams,
        response: { 200: triggerAgentRunResultSchema },
      },
    },
    async (request): Promise<TriggerAgentRunResult> => {
      if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators trigger the agent.');
      const { companyId } = request.params;
      if (!(await companyExists(companyId))) throw appError('COMPANY_NOT_FOUND', 'No company found.');
      const run = await agent.runFor(companyId, 'MANUAL');
      return { id: run.runId, searchesStarted: run.searchesStarted, urlsRequested: run.urlsRequested, position: run.position.toString() };
    },
  );

  api.post(
    '/api/admin/agent-jobs/:companyId/refresh',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: "Refresh a company's agent job",
        description:
          "Re-reads the company's agent switch from its discovery settings and recomputes the next scheduled run (the agent's morning time, once a day; null when the agent is off). Recorded on the company's agent job. Platform administrators only (others: 403 FORBIDDEN); an unknown company: 404 COMPANY_NOT_FOUND.",
        params: companyParams,
        response: { 200: refreshAgentJobResultSchema },
      },
    },
    async (request): Promise<RefreshAgentJobResult> => {
      const actor = actorOf(request);
      if (!actor.isAdmin) throw appError('FORBIDDEN', 'Only platform administrators refresh the agent.');
      const { companyId } = request.params;
      if (!(await companyExists(companyId))) throw appError('COMPANY_NOT_FOUND', 'No company found.');
      const refreshed = await agent.refresh(companyId, actor.userId);
      return { agentEnabled: refreshed.agentEnabled, nextRunAt: refreshed.nextRunAt, position: refreshed.position.toString() };
    },
  );
}
