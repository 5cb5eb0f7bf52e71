/**
 * A what-if run from the request's bytes to the answer's bytes: JSON parsed, the input checked
 * (pricingRunInputSchema and the size limits), the engine run, the result encoded through its
 * contract (whatIfResultSchema). All of it is CPU work on data of up to 20 MB, so the HTTP route
 * runs it in a worker thread (whatIfWorker.ts), never on the event loop (issue 11 defect 10).
 * Pure: the same bytes give the same answer.
 */
import { pricingRunInputSchema, whatIfResultSchema } from '@pm/contracts';
import { runEngine } from './runEngine.ts';

/** What-if inputs are JSON files of a few thousand products at most. */
export const WHAT_IF_BODY_LIMIT = 20 * 1024 * 1024;
export const WHAT_IF_MAX_PRODUCTS = 10_000;
/** Products × sales channels: what bounds the work and the answer's size (about 3 KB of JSON per pair). */
export const WHAT_IF_MAX_PAIRS = 30_000;
/** A what-if input can be large and wrong in many places: its own code, and the first 100 issues only. */
export const WHAT_IF_ISSUES = 100;

export interface WhatIfIssue {
  path: string;
  code: string;
  message: string;
}

export type WhatIfOutcome =
  | { kind: 'ok'; json: Uint8Array }
  | { kind: 'invalid-json'; message: string }
  | { kind: 'invalid'; message: string; issues: WhatIfIssue[] };

/** Fastify refuses `__proto__` keys in JSON bodies; so does this parse, for the same reason. */
function refuseProtoKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('Object contains forbidden prototype property');
  return value;
}

const invalid = (issues: WhatIfIssue[], message = `The what-if input is invalid: ${issues[0]?.path ?? ''} ${issues[0]?.message ?? ''}`.trim()): WhatIfOutcome => ({
  kind: 'invalid',
  message,
  issues,
});

/** `body`: the request's bytes, null when it had no body (then the input is missing, not malformed). */
export function computeWhatIf(body: Uint8Array | null): WhatIfOutcome {
  let raw: unknown = undefined;
  if (body !== null) {
    try {
      raw = JSON.parse(new TextDecoder().decode(body), refuseProtoKeys);
    } catch (error) {
      return { kind: 'invalid-json', message: error instanceof Error ? error.message : 'Invalid JSON' };
    }
  }
  const parsed = pricingRunInputSchema.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error.issues.slice(0, WHAT_IF_ISSUES).map((issue) => ({ path: issue.path.map(String).join('.'), code: issue.code, message: issue.message })));
  const input = parsed.data;
  if (Number.isNaN(Date.parse(input.now))) return invalid([{ path: 'now', code: 'invalid_format', message: 'The run time must be an ISO date-time' }]);
  if (input.products.length > WHAT_IF_MAX_PRODUCTS) {
    return invalid([{ path: 'products', code: 'too_big', message: `At most ${WHAT_IF_MAX_PRODUCTS} products` }], `A what-if run takes at most ${WHAT_IF_MAX_PRODUCTS} products.`);
  }
  const pairs = input.products.length * input.channels.length;
  if (pairs > WHAT_IF_MAX_PAIRS) {
    const message = `At most ${WHAT_IF_MAX_PAIRS} products × sales channels (here ${input.products.length} × ${input.channels.length})`;
    return invalid([{ path: 'products', code: 'too_big', message }], `A what-if run takes at most ${WHAT_IF_MAX_PAIRS} products × sales channels.`);
  }
  return { kind: 'ok', json: new TextEncoder().encode(JSON.stringify(whatIfResultSchema.parse(runEngine(input)))) };
}
