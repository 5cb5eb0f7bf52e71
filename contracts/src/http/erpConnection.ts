/**
 * The ERP/shop-system connection (issue 15 items 3, 4): settings, test, refreshes and the output
 * channels read. Answers never carry the secret: only whether one is set.
 */
import { z } from 'zod';

export const ERP_SYSTEMS = ['PLENTY', 'EXPORT_URL'] as const;
export const erpSystemSchema = z.enum(ERP_SYSTEMS);
export type ErpSystem = z.infer<typeof erpSystemSchema>;

export const ERP_REFRESH_KINDS = ['INPUTS', 'OUTPUT_CHANNELS'] as const;
export const erpRefreshKindSchema = z.enum(ERP_REFRESH_KINDS);
export type ErpRefreshKind = z.infer<typeof erpRefreshKindSchema>;

/** PUT body. `secret` absent: the stored one is kept (the form never sees it). */
export const setErpConnectionBodySchema = z.strictObject({
  system: erpSystemSchema,
  url: z.url({ protocol: /^https?$/ }).max(2_000),
  username: z.string().trim().max(200).default(''),
  secret: z.string().min(1).max(2_000).optional(),
});
export type SetErpConnectionBody = z.input<typeof setErpConnectionBodySchema>;

export const erpConnectionTestSchema = z.object({
  ok: z.boolean(),
  description: z.string().nullable(),
  /** The ERP_* code when it failed, and the ERP's HTTP status where it answered (spec §8). */
  code: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  testedAt: z.string(),
});
export type ErpConnectionTest = z.infer<typeof erpConnectionTestSchema>;

export const erpRefreshSummarySchema = z.object({
  /** Rows the system delivered (variations or sales price configurations). */
  read: z.number().int().min(0),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  rejected: z.number().int().min(0),
});
export type ErpRefreshSummary = z.infer<typeof erpRefreshSummarySchema>;

/** A row left out, with where it is and why (code + params, translated in the web). */
export const erpRejectedRowSchema = z.object({
  row: z.number().int().nullable(),
  variationId: z.string().nullable(),
  sku: z.string().nullable(),
  field: z.string().nullable(),
  /** SKU_MISSING, SKU_DUPLICATE, VALUE_INVALID, SKU_TAKEN, … */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type ErpRejectedRow = z.infer<typeof erpRejectedRowSchema>;
/** Rejected rows kept per refresh (the summary counts all). */
export const ERP_REJECTED_ROWS_KEPT = 500;

export const erpRefreshViewSchema = z.object({
  refreshId: z.string(),
  kind: erpRefreshKindSchema,
  status: z.enum(['RUNNING', 'COMPLETED', 'FAILED']),
  phase: z.enum(['READING', 'APPLYING']).nullable(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  summary: erpRefreshSummarySchema.nullable(),
  rejectedRows: z.array(erpRejectedRowSchema),
  /** When it failed: the ERP_* code and the ERP's status (spec §8 message). */
  error: z.object({ code: z.string(), statusCode: z.number().int().nullable() }).nullable(),
});
export type ErpRefreshView = z.infer<typeof erpRefreshViewSchema>;

export const erpConnectionViewSchema = z.object({
  connected: z.boolean(),
  system: erpSystemSchema.nullable(),
  url: z.string().nullable(),
  username: z.string().nullable(),
  /** "A password is set": the secret itself never leaves the server. */
  secretSet: z.boolean(),
  lastTest: erpConnectionTestSchema.nullable(),
  /** The last refresh of each kind. */
  lastInputsRefresh: erpRefreshViewSchema.nullable(),
  lastOutputChannelsRefresh: erpRefreshViewSchema.nullable(),
  revision: z.string(),
});
export type ErpConnectionView = z.infer<typeof erpConnectionViewSchema>;

/** A sales price configuration of the ERP: where an output data mapping can send a price. */
export const erpOutputChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string().nullable(),
  currencies: z.array(z.string()),
  countries: z.array(z.string()),
  referrers: z.array(z.string()).default([]),
  clients: z.array(z.string()).default([]),
});
export type ErpOutputChannel = z.infer<typeof erpOutputChannelSchema>;
export const erpOutputChannelsSchema = z.object({ channels: z.array(erpOutputChannelSchema), readAt: z.string().nullable() });
export type ErpOutputChannels = z.infer<typeof erpOutputChannelsSchema>;

export const erpRefreshStartedSchema = z.object({ refreshId: z.string(), position: z.string() });
