/** Words of rule-engine runs and adjustments shared by events, HTTP answers and the web. */
import { z } from 'zod';

export const PRICING_RUN_TRIGGERS = ['USER', 'SCHEDULE'] as const;
export const ADJUSTMENT_DISCARD_REASONS = ['USER', 'SUPERSEDED'] as const;
/** Outcomes of a run, counted per outcome. */
export const outcomeCountsSchema = z.object({ EXECUTED: z.number().int(), OVERWRITTEN: z.number().int(), ERROR: z.number().int(), TARGET_FULFILLED: z.number().int(), CONSTRAINTS_NOT_MET: z.number().int() });
