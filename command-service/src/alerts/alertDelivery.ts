import type { AlertDelivery, AlertEvidence, AlertKind, DeliveryChannel } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { alertInboxDecider, priceAlertRuleDecider } from '@pm/contracts/domain';
import { checkWebhookTarget, handleCommand, postWebhookJson, type EventStore, type RecordedEvent, type ServiceView } from '@pm/platform';
import { alertMail, digestMail, type MailedAlert } from './alertMails.ts';
import type { AlertMailer } from './alertMailer.ts';
import type { NotifierLog } from './alertNotifier.ts';

export interface AlertDeliveryOptions {
  /** null: SMTP is not configured; e-mail deliveries wait (and rules cannot ask for e-mail). */
  mailer: AlertMailer | null;
  /** Hosts webhooks may reach although private (WEBHOOK_ALLOWED_HOSTS). */
  webhookAllowHosts: readonly string[];
  /** Base of the links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** UTC hour after which the digest of the day before goes out (ALERT_DIGEST_HOUR). */
  digestHour: number;
  /** Webhook attempts in all, and the delay before the second (doubled each time). */
  webhookAttempts?: number;
  webhookBackoffMs?: number;
  webhookTimeoutMs?: number;
  /** How often due digests are looked for. */
  digestCheckMs?: number;
  now?: () => Date;
  resolve?: (hostname: string) => Promise<string[]>;
}

interface PendingAlert extends MailedAlert {
  alertId: string;
  ruleId: string;
  companyId: string;
  userId: string;
  thresholdPercent: number | null;
  firedAt: string;
  delivery: AlertDelivery;
  /** Channels still due (immediately) and the attempts made so far. */
  due: Map<DeliveryChannel, number>;
}

interface User {
  email: string;
  language: string | null;
}

/** What is due, as of a position of the log (the view's checkpoint). */
interface DeliveryState {
  /** Alerts with a channel still due immediately. */
  alerts: Map<string, PendingAlert>;
  /** Digest alerts per user and fired day, until the day's digest is recorded. */
  digests: Map<string, Map<string, PendingAlert[]>>;
  users: Map<string, User>;
  /** Shop names by source id. */
  shops: Map<string, string>;
}

/** Bump when DeliveryState changes shape: an older snapshot is then ignored and the log replayed. */
const SNAPSHOT_VERSION = 1;

const HANDLES = new Set(['PriceAlertFired', 'PriceAlertDeliveryAttempted', 'AlertDigestSent', 'UserRegistered', 'UserDetailsChanged', 'UserSettingsChanged', 'UserDeleted', 'SourceRegistered', 'SourceUpdated']);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivers fired alerts by e-mail and webhook, and the daily digests. A service view folds what
 * is due from the log (alerts fired, attempts recorded, digests sent, users' addresses); a worker
 * sends what is due once the view has caught up, and records every attempt through the rule's
 * (or the inbox's) decider. The view is checkpointed (runtime snapshots) and the worker starts
 * only after the view has read the log to its head, so a delivery recorded after the checkpoint
 * is never sent again. GUARANTEE: at least once with a dedup key. Nothing due is lost on
 * restart; the one duplicate possible is a stop between the server's acceptance and the record
 * (milliseconds), and then the copy carries the same Message-ID (`alert-<alertId>`,
 * `digest-<userId>-<day>`) and the webhook the same `alertId`, for the receiver to drop it.
 * Webhooks: `webhookAttempts` tries with doubling backoff, then the alert shows them as failed.
 */
export function createAlertDelivery(store: EventStore, log: NotifierLog, options: AlertDeliveryOptions) {
  const attemptsInAll = options.webhookAttempts ?? 5;
  const backoffMs = options.webhookBackoffMs ?? 2_000;
  const now = options.now ?? (() => new Date());
  const state: DeliveryState = { alerts: new Map(), digests: new Map(), users: new Map(), shops: new Map() };
  const { alerts, digests, users, shops } = state;
  let live = false;
  let stopped = false;
  let working: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function apply(recorded: RecordedEvent): void {
    const data = recorded.data as Record<string, unknown>;
    switch (recorded.type) {
      case 'UserRegistered':
        users.set(data['userId'] as string, { email: data['email'] as string, language: null });
        return;
      case 'UserDetailsChanged': {
        const user = users.get(data['userId'] as string);
        if (user && typeof data['email'] === 'string') user.email = data['email'];
        return;
      }
      case 'UserSettingsChanged': {
        const user = users.get(data['userId'] as string);
        if (user && typeof data['language'] === 'string') user.language = data['language'];
        return;
      }
      case 'UserDeleted':
        users.delete(data['userId'] as string);
        return;
      case 'SourceRegistered':
      case 'SourceUpdated': {
        const name = ((data['fields'] ?? data['changes']) as { name?: unknown } | undefined)?.name;
        if (typeof name === 'string') shops.set(data['sourceId'] as string, name);
        return;
      }
      case 'PriceAlertFired': {
        const delivery = data['delivery'] as AlertDelivery | undefined;
        if (!delivery || (!delivery.email && !delivery.webhookUrl)) return;
        const evidence = data['evidence'] as AlertEvidence;
        const alert: PendingAlert = {
          alertId: data['alertId'] as string,
          ruleId: data['ruleId'] as string,
          companyId: data['companyId'] as string,
          userId: data['userId'] as string,
          ruleName: data['ruleName'] as string,
          kind: data['kind'] as AlertKind,
          thresholdPercent: (data['thresholdPercent'] as number | null) ?? null,
          evidence,
          shopName: evidence.sourceId ? (shops.get(evidence.sourceId) ?? null) : null,
          firedAt: recorded.metadata.occurredAt,
          delivery,
          due: new Map(),
        };
        const digest = delivery.mode === 'DAILY_DIGEST';
        if (delivery.email && !digest) alert.due.set('EMAIL', 0);
        if (delivery.webhookUrl) alert.due.set('WEBHOOK', 0);
        if (alert.due.size > 0) alerts.set(alert.alertId, alert);
        if (delivery.email && digest) {
          const days = digests.get(alert.userId) ?? new Map<string, PendingAlert[]>();
          const day = alert.firedAt.slice(0, 10);
          days.set(day, [...(days.get(day) ?? []), alert]);
          digests.set(alert.userId, days);
        }
        schedule();
        return;
      }
      case 'PriceAlertDeliveryAttempted': {
        const alert = alerts.get(data['alertId'] as string);
        if (!alert) return;
        const channel = data['channel'] as DeliveryChannel;
        if (data['final']) alert.due.delete(channel);
        else alert.due.set(channel, data['attempt'] as number);
        if (alert.due.size === 0) alerts.delete(alert.alertId);
        return;
      }
      case 'AlertDigestSent':
        digests.get(data['userId'] as string)?.delete(data['day'] as string);
        return;
    }
  }

  const ruleContext = (alert: PendingAlert) => ({ companyId: alert.companyId, userId: 'service:price-alert-delivery', correlationId: alert.evidence.eventId, causationId: alert.alertId });

  async function record(alert: PendingAlert, channel: DeliveryChannel, attempt: number, error: string | null, final: boolean): Promise<void> {
    const command = { type: 'RecordAlertDelivery' as const, ruleId: alert.ruleId, alertId: alert.alertId, channel, attempt, ok: error === null, error, final };
    // The notifier may append to the same rule stream meanwhile: a conflict is decided again on
    // the new state rather than sending the alert a second time.
    for (let tries = 1; ; tries++) {
      try {
        await handleCommand(store, streams.priceAlertRule(alert.ruleId), priceAlertRuleDecider, command, ruleContext(alert));
        break;
      } catch (failure) {
        if (tries >= 5 || (failure as { code?: unknown }).code !== 'CONCURRENCY_CONFLICT') throw failure;
      }
    }
    // Settled here too, so the worker does not send again before the view has read the record.
    if (final) alert.due.delete(channel);
    else alert.due.set(channel, attempt);
    if (alert.due.size === 0) alerts.delete(alert.alertId);
  }

  /**
   * Outcomes of sends whose record is not written yet (the store failed): the record is retried
   * without sending again, so a store outage does not repeat an e-mail or webhook in this
   * process. Only a stop in that gap sends again after the restart (with the same dedup key).
   */
  const unrecorded = new Map<string, string | null>();

  async function sendOnce(key: string, send: () => Promise<string | null>, recordIt: (error: string | null) => Promise<void>): Promise<void> {
    if (!unrecorded.has(key)) unrecorded.set(key, await send());
    await recordIt(unrecorded.get(key) ?? null);
    unrecorded.delete(key);
  }

  async function sendEmail(alert: PendingAlert): Promise<void> {
    const user = users.get(alert.userId);
    if (!options.mailer) return; // waits until SMTP is configured (the rule form refuses e-mail meanwhile)
    if (!user) return record(alert, 'EMAIL', 1, 'the user no longer exists', true);
    const { mailer } = options;
    const attempt = (alert.due.get('EMAIL') ?? 0) + 1;
    const send = async () => {
      try {
        await mailer.send({ to: user.email, ...alertMail(alert, user.language, options.publicUrl), key: `alert-${alert.alertId}` });
        return null;
      } catch (error) {
        log.warn({ err: error, alertId: alert.alertId }, 'alert e-mail not sent');
        return message(error);
      }
    };
    await sendOnce(`${alert.alertId}:EMAIL`, send, (error) => record(alert, 'EMAIL', attempt, error, error === null || attempt >= attemptsInAll));
  }

  async function sendWebhook(alert: PendingAlert): Promise<void> {
    const attempt = (alert.due.get('WEBHOOK') ?? 0) + 1;
    const send = async () => {
      try {
        const target = await checkWebhookTarget(alert.delivery.webhookUrl ?? '', { allowHosts: options.webhookAllowHosts, ...(options.resolve ? { resolve: options.resolve } : {}) });
        const body = { alertId: alert.alertId, ruleId: alert.ruleId, ruleName: alert.ruleName, kind: alert.kind, thresholdPercent: alert.thresholdPercent, firedAt: alert.firedAt, evidence: alert.evidence, shopName: alert.shopName };
        const answer = await postWebhookJson(target, body, options.webhookTimeoutMs ?? 10_000);
        return answer.status < 200 || answer.status > 299 ? `HTTP ${answer.status}` : null;
      } catch (failure) {
        return message(failure);
      }
    };
    await sendOnce(`${alert.alertId}:WEBHOOK`, send, (error) => record(alert, 'WEBHOOK', attempt, error, error === null || attempt >= attemptsInAll));
  }

  /** Digests of days that are over (after the digest hour of the next day), one e-mail per user and day. */
  async function sendDigests(): Promise<void> {
    if (!options.mailer) return;
    const at = now();
    for (const [userId, days] of digests) {
      for (const [day, due] of [...days]) {
        const sendAfter = Date.parse(`${day}T00:00:00Z`) + 86_400_000 + options.digestHour * 3_600_000;
        if (at.getTime() < sendAfter || stopped) continue;
        const user = users.get(userId);
        const alertIds = due.map((a) => a.alertId);
        const context = { companyId: due[0]?.companyId ?? null, userId: 'service:price-alert-delivery', correlationId: alertIds[0] ?? userId, causationId: null };
        const { mailer } = options;
        const key = `digest-${userId}-${day}`;
        const send = async () => {
          if (user) await mailer.send({ to: user.email, ...digestMail(day, due, user.language, options.publicUrl), key });
          return null;
        };
        try {
          await sendOnce(key, send, async () => void (await handleCommand(store, streams.alertInbox(userId), alertInboxDecider, { type: 'RecordDigestSent', userId, day, alertIds }, context)));
          days.delete(day);
        } catch (error) {
          log.warn({ err: error, userId, day }, 'alert digest not sent; trying again later');
        }
      }
    }
  }

  async function work(): Promise<void> {
    while (!stopped) {
      const due = [...alerts.values()].flatMap((alert) => [...alert.due.keys()].map((channel) => [alert, channel] as const));
      if (due.length === 0) break;
      // One pass over what is due; webhooks wait their backoff one after another (bounded attempts).
      for (const [alert, channel] of due) {
        if (stopped) return;
        if (!alert.due.has(channel)) continue;
        const tried = alert.due.get(channel) ?? 0;
        if (tried > 0) await sleep(backoffMs * 2 ** (tried - 1));
        try {
          if (channel === 'EMAIL') {
            if (!options.mailer) continue;
            await sendEmail(alert);
          } else await sendWebhook(alert);
        } catch (error) {
          log.warn({ err: error, alertId: alert.alertId }, 'alert delivery not recorded; trying again');
          await sleep(backoffMs);
        }
      }
      if (!options.mailer && [...alerts.values()].every((a) => [...a.due.keys()].every((c) => c === 'EMAIL'))) break;
    }
    await sendDigests();
  }

  function schedule(): void {
    if (!live || stopped || working) return;
    working = work().finally(() => {
      working = null;
      const more = [...alerts.values()].some((a) => a.due.has('WEBHOOK') || (options.mailer !== null && a.due.has('EMAIL')));
      if (more) schedule();
    });
  }

  /** Replaces the state in place with a checkpoint's (the worker holds these maps). */
  function restore(saved: unknown): void {
    const from = saved as DeliveryState;
    for (const key of ['alerts', 'digests', 'users', 'shops'] as const) {
      state[key].clear();
      for (const [k, v] of from[key] as Map<string, never>) state[key].set(k, v);
    }
  }

  // Checkpointed by the view runtime: a start reads only the log after the checkpoint. A delivery
  // recorded after the checkpoint is read again before the worker starts, so it is not sent twice.
  const view: ServiceView = { name: 'price-alert-delivery', handles: HANDLES, apply, snapshot: { version: SNAPSHOT_VERSION, save: () => state, restore } };

  return {
    view,
    /** Starts sending once the view has read the log up to its head at start (nothing due is missed, nothing sent twice). */
    start: async (at: (position: bigint) => Promise<void>) => {
      await at(await store.headPosition());
      live = true;
      schedule();
      timer = setInterval(() => schedule(), options.digestCheckMs ?? 600_000);
      timer.unref();
    },
    /** Resolves when the current round of sending is over (tests). */
    settled: async () => {
      while (working) await working;
    },
    /** Looks for due digests now (tests; the timer does it every `digestCheckMs`). */
    checkDigests: async () => {
      while (working) await working;
      await sendDigests();
    },
    stop: () => {
      stopped = true;
      if (timer) clearInterval(timer);
      options.mailer?.close();
    },
  };
}

export type AlertDeliveryWorker = ReturnType<typeof createAlertDelivery>;
