/**
 * The ERP/shop-system connection and its refreshes (issue 15 items 3, 4). pricing-service is their
 * one writer. The secret (password / API key) is in events only as an AES-256-GCM envelope
 * (ciphertext, nonce, tag, key id — platform/src/crypto/secretBox.ts); read models never copy it.
 */
import { z } from 'zod';
import { erpRefreshKindSchema, erpRefreshSummarySchema, erpRejectedRowSchema, erpSystemSchema, erpOutputChannelSchema } from '../http/erpConnection.ts';
import { defineEvent, type DomainEvent } from './defineEvent.ts';

export const sealedSecretSchema = z.strictObject({ ciphertext: z.string(), nonce: z.string(), tag: z.string(), keyId: z.string() });

/** Stream `erpconnection-<companyId>`: the company's connection settings and what tests said. */
export const ErpConnectionSet = defineEvent(
  'ErpConnectionSet',
  1,
  z.object({
    companyId: z.string(),
    system: erpSystemSchema,
    url: z.string(),
    username: z.string(),
    /** The sealed password / API key; null: none set. */
    secret: sealedSecretSchema.nullable(),
  }),
);
export const ErpConnectionTested = defineEvent(
  'ErpConnectionTested',
  1,
  z.object({
    companyId: z.string(),
    ok: z.boolean(),
    /** What the system says about itself (ok), or the ERP_* code and the ERP's status (failed). */
    description: z.string().nullable(),
    code: z.string().nullable(),
    statusCode: z.number().int().nullable(),
    testedAt: z.string(),
  }),
);
export type ErpConnectionEvent = DomainEvent<typeof ErpConnectionSet> | DomainEvent<typeof ErpConnectionTested>;

/**
 * Stream `erprefresh-<refreshId>`: one refresh of the inputs or the output channels. The product
 * events it causes carry `refreshId` and `source` in their metadata (and the refresh id as
 * correlation id), so the audit trail says where a change came from.
 */
export const ErpRefreshStarted = defineEvent(
  'ErpRefreshStarted',
  1,
  z.object({ refreshId: z.string(), companyId: z.string(), kind: erpRefreshKindSchema, system: erpSystemSchema, requestedBy: z.string(), startedAt: z.string() }),
);
export const ErpRefreshProgressed = defineEvent(
  'ErpRefreshProgressed',
  1,
  z.object({ refreshId: z.string(), companyId: z.string(), phase: z.enum(['READING', 'APPLYING']), done: z.number().int().min(0), total: z.number().int().min(0).nullable() }),
);
export const ErpOutputChannelsRead = defineEvent(
  'ErpOutputChannelsRead',
  1,
  z.object({ refreshId: z.string(), companyId: z.string(), channels: z.array(erpOutputChannelSchema) }),
);
export const ErpRefreshCompleted = defineEvent(
  'ErpRefreshCompleted',
  1,
  z.object({ refreshId: z.string(), companyId: z.string(), summary: erpRefreshSummarySchema, rejectedRows: z.array(erpRejectedRowSchema), completedAt: z.string() }),
);
export const ErpRefreshFailed = defineEvent(
  'ErpRefreshFailed',
  1,
  z.object({ refreshId: z.string(), companyId: z.string(), code: z.string(), statusCode: z.number().int().nullable(), message: z.string(), failedAt: z.string() }),
);
export type ErpRefreshEvent =
  | DomainEvent<typeof ErpRefreshStarted>
  | DomainEvent<typeof ErpRefreshProgressed>
  | DomainEvent<typeof ErpOutputChannelsRead>
  | DomainEvent<typeof ErpRefreshCompleted>
  | DomainEvent<typeof ErpRefreshFailed>;

export const erpEvents = [ErpConnectionSet, ErpConnectionTested, ErpRefreshStarted, ErpRefreshProgressed, ErpOutputChannelsRead, ErpRefreshCompleted, ErpRefreshFailed] as const;
