import { PRICING_RUN_PROGRESS_TOPIC, pricingRunProgressSchema, type PricingRunProgress } from '@pm/contracts';
import { useLiveProgressStore } from '../liveProgressStore.ts';

/** The latest progress of a rule-engine run of this company, as it arrives over the live socket. */
export function useRunProgress(): PricingRunProgress | null {
  const data = useLiveProgressStore((state) => state.byTopic[PRICING_RUN_PROGRESS_TOPIC]);
  const parsed = pricingRunProgressSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
