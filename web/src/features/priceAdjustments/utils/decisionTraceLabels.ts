/** The words of the decision trace for the names and codes the engine records (contracts pricing/decisionTrace.ts, outcomeReasons.ts); codes without words are never shown raw. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditEntry, DecisionTrace, TraceStep } from '@pm/contracts';
import { STEP_NAME_LABELS } from './adjustmentLabels.ts';
import { actorWho } from './decisionTraceFormat.ts';

/** Price endings are recorded by the way they round. */
const PRICE_ENDING_LABELS: Record<string, MessageDescriptor> = {
  NEAREST: msg`To the nearest allowed ending`,
  DOWN: msg`Down to an allowed ending`,
  UP: msg`Up to an allowed ending`,
};

/** Names the engine records besides those of adjustmentLabels.ts. */
const MORE_STEP_NAMES: Record<string, MessageDescriptor> = {
  BELOW_COST: msg`Not below the purchase price plus costs`,
  ABOVE_MSRP: msg`Not above the MSRP`,
  MIN_TOTAL_COST_MARKUP: msg`Minimum total cost markup`,
  MAX_TOTAL_COST_MARKUP: msg`Maximum total cost markup`,
};

/** The label of a step's name, or null when the engine recorded a name without one. */
export function stepNameLabel(step: Pick<TraceStep, 'kind' | 'name'>): MessageDescriptor | null {
  if (step.kind === 'PRICE_ENDING') return PRICE_ENDING_LABELS[step.name] ?? null;
  return STEP_NAME_LABELS[step.name] ?? MORE_STEP_NAMES[step.name] ?? null;
}

export const GUARDRAIL_LABELS: Record<NonNullable<DecisionTrace['guardrail']>['name'], MessageDescriptor> = {
  MAX_CHANGE: msg`Maximum change per run`,
  BELOW_COST: msg`Not below the purchase price plus costs`,
  ABOVE_MSRP: msg`Not above the MSRP`,
};

export const CONVERSION_FIELD_LABELS: Record<NonNullable<DecisionTrace['conversions']>[number]['field'], MessageDescriptor> = {
  PURCHASE_PRICE: msg`Purchase price`,
  PRODUCT_MIN_PRICE: msg`Product minimum price`,
  PRODUCT_MAX_PRICE: msg`Product maximum price`,
};

export { OUTCOME_LABELS as TRACE_OUTCOME_LABELS, outcomeReasonLabel } from '../../../lib/outcomeLabels.ts';


/** Services that act in the audit trail (projection-service adjustments/userNames.ts names them). */
const SERVICE_ACTOR_LABELS: Record<string, MessageDescriptor> = {
  pricing: msg`by the pricing service`,
  scheduler: msg`by the scheduler`,
  scraper: msg`by the scraper`,
  feed: msg`by the output feed`,
  seed: msg`by the demo setup`,
  'product-import': msg`by the product import`,
  system: msg`by the system`,
};

/** Who acted, in words: a person's name, a named service, or a deleted user. */
export function actorLabel(actor: AuditEntry['actor']): MessageDescriptor {
  const who = actorWho(actor);
  if (who.kind === 'deleted') return msg`by a deleted user`;
  const name = who.name;
  if (who.kind === 'person') return msg`by ${name}`;
  return SERVICE_ACTOR_LABELS[name] ?? msg`by the ${name} service`;
}
