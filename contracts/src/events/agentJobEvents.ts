import { z } from 'zod';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

/** What started an agent run: the daily schedule, or a platform admin's "trigger now". */
export const AGENT_RUN_TRIGGERS = ['SCHEDULE', 'MANUAL'] as const;

/** One source of a run: the searches it started, the products it skipped, or why it could not search there. */
export const agentRunSourceResultSchema = z.object({
  sourceId: z.string(),
  /** Discovery requests written (one per product without a URL at the source). */
  searchesStarted: z.number().int().min(0),
  /** Products passed over: a URL there already, or an undecided request. */
  skipped: z.number().int().min(0),
  /** Null when the source's searches were started; else the error's code. */
  error: z.string().nullable(),
});

/**
 * One scrape task of a run (issue 18 item 3): the re-check of URLs whose last scrape ended in an
 * error, or the morning scrape of URLs never scraped yet. URLs are asked for through "scrape now"
 * requests (one per product); a product the request refused (archived, URL removed meanwhile)
 * counts as skipped with its URLs.
 */
export const agentRunScrapeTaskSchema = z.object({
  urlsRequested: z.number().int().min(0),
  urlsSkipped: z.number().int().min(0),
});

/**
 * Stream `agentjob-<companyId>`: the runs of a company's agent (issue 18 item 3) — the discovery
 * agent that searches every scraped source for the company's products without a URL there.
 */
export const AgentRunStarted = defineEvent('AgentRunStarted', 1, z.object({
  companyId: z.string(),
  runId: z.string(),
  trigger: z.enum(AGENT_RUN_TRIGGERS),
  startedAt: z.string(),
}));
export const AgentRunFinished = defineEvent('AgentRunFinished', 1, z.object({
  companyId: z.string(),
  runId: z.string(),
  finishedAt: z.string(),
  durationMs: z.number().int().min(0),
  sources: z.array(agentRunSourceResultSchema),
  /** Runs recorded before the agent re-checked and morning-scraped URLs have neither. */
  recheck: agentRunScrapeTaskSchema.optional(),
  morningScrape: agentRunScrapeTaskSchema.optional(),
}));
/** A run whose process stopped before it finished (recorded when the company's next run starts). */
export const AgentRunInterrupted = defineEvent('AgentRunInterrupted', 1, z.object({ companyId: z.string(), runId: z.string() }));

/**
 * A platform admin refreshed the company's agent job: its switch re-read from the company's
 * discovery settings and its next scheduled run recomputed (null: the agent is off).
 */
export const AgentJobRefreshed = defineEvent('AgentJobRefreshed', 1, z.object({ companyId: z.string(), agentEnabled: z.boolean(), nextRunAt: z.string().nullable(), at: z.string(), by: z.string() }));

export type AgentJobEvent = DomainEvent<typeof AgentRunStarted> | DomainEvent<typeof AgentRunFinished> | DomainEvent<typeof AgentRunInterrupted> | DomainEvent<typeof AgentJobRefreshed>;
export const agentJobEvents = [AgentRunStarted, AgentRunFinished, AgentRunInterrupted, AgentJobRefreshed] as const;
