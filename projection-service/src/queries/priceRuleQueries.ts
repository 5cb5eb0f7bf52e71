import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { priceRuleListSchema, type PriceRuleFields, type PriceRuleView } from '@pm/contracts';
import { actorOf, zodRoutes, type Doc } from '@pm/platform';
import { PRICE_RULE_CHANNELS, PRICE_RULES } from '../projectors/priceRulesProjector.ts';
import { minPositionQuery, type ReadModels } from '../runtime/readModels.ts';

type RuleDoc = Doc & PriceRuleFields & { companyId: string; position: number; createdAt: string; updatedAt: string };

const companyParams = z.strictObject({ companyId: z.uuid() });

export function registerPriceRuleQueries(app: FastifyInstance, readModels: ReadModels): void {
  /** The company's price rules from position 1 (the rule that wins) down, with their channel's name. */
  zodRoutes(app).get(
    '/api/company/:companyId/price-rules',
    {
      config: { access: { permission: 'data.view' } },
      schema: {
        summary: "The company's price rules in order",
        description: "From position 1 (the rule that wins) down, each with its sales channel's name.",
        params: companyParams,
        querystring: minPositionQuery,
        response: { 200: priceRuleListSchema },
      },
    },
    async (request, reply): Promise<PriceRuleView[]> => {
      const { companyId } = request.params;
      actorOf(request, 'data.view', companyId);
      await readModels.consistent(request, reply, PRICE_RULES);
      const [rules, channels] = await Promise.all([
        readModels.find<RuleDoc>(PRICE_RULES, { companyId }, { sort: { position: 1 } }),
        readModels.find<Doc & { name: string }>(PRICE_RULE_CHANNELS, { companyId }),
      ]);
      const channelName = new Map(channels.map((c) => [c._id, c.name]));
      return rules.map((r) => ({
        ruleId: r._id,
        position: r.position,
        name: r.name,
        salesChannelId: r.salesChannelId,
        channelName: channelName.get(r.salesChannelId) ?? null,
        conditions: r.conditions,
        target: r.target,
        constraints: r.constraints,
        active: r.active,
        // Issue 12: fallback and guardrail overrides, only where the rule has them.
        ...(r.fallThrough !== undefined ? { fallThrough: r.fallThrough } : {}),
        ...(r.guardrails !== undefined ? { guardrails: r.guardrails } : {}),
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      }));
    },
  );
}
