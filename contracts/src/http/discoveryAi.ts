/**
 * The AI comparison of discovery (issue 17 item 3, spec §7 "re-run with AI", "generate search
 * strings", "generate an AI prompt" — the last is built in the browser from the request's data,
 * for the person to paste into an AI of their own): bodies, answers and the model's own answers.
 * The model's answers are validated with these schemas; anything else is AI_ANSWER_INVALID.
 */
import { z } from 'zod';

/** What the model may say about one candidate: the same product, a similar one (same line, other variant), or neither. */
export const AI_VERDICTS = ['SAME', 'SIMILAR', 'NOT_SAME'] as const;
export type AiVerdict = (typeof AI_VERDICTS)[number];

/** Bounds of what goes to the model and what comes back. */
export const AI_LIMITS = { fieldChars: 300, reasonChars: 500, searchStrings: 5, searchStringChars: 150 } as const;

/** GET …/discovery/ai: whether the AI actions can run here, and why not. */
export const discoveryAiStatusSchema = z.object({
  available: z.boolean(),
  reason: z.enum(['AI_NOT_CONFIGURED']).nullable(),
  model: z.string().nullable(),
});
export type DiscoveryAiStatus = z.infer<typeof discoveryAiStatusSchema>;

export const aiCandidateBodySchema = z.strictObject({ candidateId: z.string().min(1).max(100) });

/** The model's own answer for a judgement (strict JSON, validated). */
export const aiJudgementAnswerSchema = z.strictObject({
  verdict: z.enum(AI_VERDICTS),
  reason: z.string().trim().min(1).max(AI_LIMITS.reasonChars),
});
/** The model's own answer for search strings. */
export const aiSearchStringsAnswerSchema = z.strictObject({
  searchStrings: z.array(z.string().trim().min(1).max(AI_LIMITS.searchStringChars)).min(1).max(AI_LIMITS.searchStrings),
});

export const aiJudgementSchema = z.object({
  candidateId: z.string(),
  verdict: z.enum(AI_VERDICTS),
  reason: z.string(),
  model: z.string(),
});
export type AiJudgement = z.infer<typeof aiJudgementSchema>;

export const aiSearchStringsSchema = z.object({ searchStrings: z.array(z.string()), model: z.string() });
export type AiSearchStrings = z.infer<typeof aiSearchStringsSchema>;
