import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { aiCandidateBodySchema, aiJudgementSchema, aiSearchStringsSchema, type AiJudgement, type AiSearchStrings } from '@pm/contracts';
import { actorOf, zodRoutes } from '@pm/platform';
import { companyParams } from '../http/params.ts';
import type { DiscoveryAi } from './discoveryAi.ts';

const requestParams = companyParams.extend({ requestId: z.uuid() });

/**
 * The AI actions of a discovery request. Maintainers and admins only (`data.edit`, as deciding):
 * every call costs the operator money. They write nothing; 503 AI_NOT_CONFIGURED without an LLM.
 */
export function registerDiscoveryAiRoutes(app: FastifyInstance, ai: DiscoveryAi): void {
  const api = zodRoutes(app);
  const access = { permission: 'data.edit' } as const;
  const errors = 'Without an LLM configured 503 AI_NOT_CONFIGURED; the LLM failing 502 AI_FAILED, too slow 504 AI_TIMEOUT, answering no valid JSON 502 AI_ANSWER_INVALID (nothing is guessed); too many calls at once 429 RATE_LIMITED.';

  api.post(
    '/api/company/:companyId/discovery/requests/:requestId/ai/judge',
    {
      config: { access },
      schema: {
        summary: 'Re-run one candidate with AI: the model judges it SAME, SIMILAR or NOT_SAME with a short reason',
        description: `Advice shown beside the matcher's result; nothing is written. ${errors}`,
        params: requestParams,
        body: aiCandidateBodySchema,
        response: { 200: aiJudgementSchema },
      },
    },
    async (request): Promise<AiJudgement> => {
      const { companyId, requestId } = request.params;
      actorOf(request, 'data.edit', companyId);
      return ai.judge(companyId, requestId, request.body.candidateId);
    },
  );

  api.post(
    '/api/company/:companyId/discovery/requests/:requestId/ai/search-strings',
    {
      config: { access },
      schema: {
        summary: "Generate search strings for the request's product at its source",
        description: `Up to five strings to type into the site's own search, for the same product (or comparable ones for FIND_SIMILAR / comparison requests). ${errors}`,
        params: requestParams,
        response: { 200: aiSearchStringsSchema },
      },
    },
    async (request): Promise<AiSearchStrings> => {
      const { companyId, requestId } = request.params;
      actorOf(request, 'data.edit', companyId);
      return ai.searchStrings(companyId, requestId);
    },
  );
}
