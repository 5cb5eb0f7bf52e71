import type { FastifyInstance } from 'fastify';
import { triggerAgentRunResultSchema, type TriggerAgentRunResult } from '@pm/contracts';
import { actorOf, appError, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import type { createDiscoveryAgent } from './discoveryAgent.ts';

type DiscoveryAgent = Pick<ReturnType<typeof createDiscoveryAgent>, 'runFor'>;
/** Reads whether a company exists (the company stream has events). */
type CompanyExists = (companyId: string) => Promise<boolean>;

/** Agent jobs (issue 18 item 3): a platform admin triggers a company's discovery agent now. */
export function registerAgentJobRoutes(app: FastifyInstance, agent: DiscoveryAgent, companyExists: CompanyExists): void {
  const api = zodRoutes(app);

  api.post(
    '/api/admin/agent-jobs/:companyId/trigger',
    {
      config: { access: 'platform-admin' },
      schema: {
        summary: "Run a company's agent now",
        description:
          'The discovery agent searches every source the company scrapes for its products without a URL there (skipping those with an undecided request), whether or not its daily schedule is switched on. Answers when the run has finished; a second trigger for the same company waits for the running one. Platform administrators only (others: 403 FORBIDDEN).',
        params: companyParams,
        response: { 200: triggerAgentRunResultSchema },
      },
    },
    async (request): Promise<TriggerAgentRunResult> => {
      if (!actorOf(request).isAdmin) throw appError('FORBIDDEN', 'Only platform administrators trigger the agent.');
      const { companyId } = request.params;
      if (!(await companyExists(companyId))) throw appError('COMPANY_NOT_FOUND', 'No company found.');
      const run = await agent.runFor(companyId, 'MANUAL');
      return { id: run.runId, searchesStarted: run.searchesStarted, position: run.position.toString() };
    },
  );
}
