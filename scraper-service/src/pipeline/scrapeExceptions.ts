/**
 * The scrape exceptions the worker applies, folded from the log beside the targets view (so a
 * created, changed or deleted exception counts from the next job on, without a restart), and
 * the choice for one page: every exception whose scope is the page's source host and whose
 * path pattern (if any) matches the page's path and query. Several match: host-wide ones first,
 * then the narrower ones, each group by code; a later one's instruction fields and settings
 * replace the earlier ones' (so a path-specific exception can override one field of the
 * store's exception). Pure.
 */
import type { ScrapeExceptionScope, ScrapeInstructions, ScrapeSettings } from '@pm/contracts';
import type { ScrapeExceptionEvent } from '@pm/contracts/events';
import { toDomainEvent, type RecordedEvent } from '@pm/platform';
import type { SelectorConfig } from '../extraction/selectorConfig.ts';
import { inScope } from './exceptionScope.ts';

interface ExceptionEntry {
  code: string;
  scope: ScrapeExceptionScope;
  instructions: ScrapeInstructions;
  settings: ScrapeSettings;
}

export type ScrapeExceptionsView = Map<string, ExceptionEntry>;

/** What applies to one page: the codes (for the job log), the extraction config and the fetch settings. */
export interface AppliedException {
  codes: string[];
  config: SelectorConfig;
  settings: ScrapeSettings;
}

export const emptyScrapeExceptions = (): ScrapeExceptionsView => new Map();

/** Applies one event (mutating the view). */
export function evolveScrapeExceptions(view: ScrapeExceptionsView, recorded: RecordedEvent): ScrapeExceptionsView {
  if (!recorded.type.startsWith('ScrapeException') || recorded.type.startsWith('ScrapeExceptionCode')) return view;
  const event = toDomainEvent<ScrapeExceptionEvent>(recorded);
  switch (event.type) {
    case 'ScrapeExceptionCreated': {
      const { exceptionId, code, scope, instructions, settings } = event.data;
      view.set(exceptionId, { code, scope, instructions, settings });
      break;
    }
    case 'ScrapeExceptionUpdated': {
      const entry = view.get(event.data.exceptionId);
      if (!entry) break;
      const { code, scope, instructions, settings } = event.data.changes;
      if (code !== undefined) entry.code = code;
      if (scope !== undefined) entry.scope = scope;
      if (instructions !== undefined) entry.instructions = instructions;
      if (settings !== undefined) entry.settings = settings;
      break;
    }
    case 'ScrapeExceptionDeleted':
      view.delete(event.data.exceptionId);
      break;
  }
  return view;
}

/** The exceptions for a page of the source `hostname`, merged; null when none applies. */
export function exceptionFor(view: ScrapeExceptionsView, hostname: string, pageUrl: string): AppliedException | null {
  const matching = [...view.values()]
    .filter((e) => inScope(e.scope, hostname, pageUrl))
    .sort((a, b) => Number(a.scope.pathPattern !== null) - Number(b.scope.pathPattern !== null) || a.code.localeCompare(b.code));
  if (matching.length === 0) return null;
  const instructions: ScrapeInstructions = Object.assign({}, ...matching.map((e) => e.instructions));
  const settings: ScrapeSettings = Object.assign({}, ...matching.map((e) => e.settings));
  return { codes: matching.map((e) => e.code), config: { instructions, settings }, settings };
}
