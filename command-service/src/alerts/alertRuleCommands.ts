import type { AlertRuleFields } from '@pm/contracts';
import { streams } from '@pm/contracts/events';
import { alertBrandKey, alertInboxDecider, priceAlertRuleDecider, type AlertInboxCommand, type PriceAlertRuleCommand } from '@pm/contracts/domain';
import { handleCommand, newId, type CommandContext, type EventStore } from '@pm/platform';
import type { Written } from '../users/userCommands.ts';
import { checkAlertScope } from './alertScopeCheck.ts';
import { createReceivedAlerts, type ViewAt } from './receivedAlerts.ts';

export interface AlertRuleCommandOptions {
  /** Whether the server can send e-mail (SMTP configured): without it no rule may ask for e-mail (or the daily digest, an e-mail); the rule decider decides. */
  emailConfigured: boolean;
  /** Checks a webhook address with the server's fetch guard; throws WEBHOOK_URL_BLOCKED when refused. */
  checkWebhook?: (url: string) => Promise<void>;
  /** The brands of a company's products as alerts match them (the notifier's view of the log, `AlertNotifier.brandsOf`). */
  brandsOf: (companyId: string) => ReadonlySet<string>;
}

/**
 * Price alert rules (one stream per rule, its owner the user who made it) and each user's read
 * marks. Its view (`received`: the alerts delivered per user) and the notifier's must run in the
 * process's view runtime, connected with `follow`: brands and read marks are checked against them.
 */
export function createAlertRuleCommands(store: EventStore, options: AlertRuleCommandOptions) {
  const received = createReceivedAlerts(store);
  /**
   * The first of `brands` no product of the company has, read from the notifier's view. Only an
   * unknown brand waits for the views to reach the log's head (a product just created may carry
   * it): a known one stays known, so the usual save does not wait behind a busy scrape run.
   */
  const unknownBrand = async (companyId: string, brands: readonly string[]): Promise<string | undefined> => {
    const find = () => {
      const known = options.brandsOf(companyId);
      return brands.find((brand) => !known.has(alertBrandKey(brand)));
    };
    if (find() === undefined) return undefined;
    await received.caughtUp();
    return find();
  };

  /** What the decider cannot know: the webhook's address and the scope against the company's data. The delivery rule (e-mail needs SMTP, the digest e-mail) is the decider's. */
  async function checkFields(companyId: string, fields: AlertRuleFields): Promise<void> {
    if (fields.delivery.webhookUrl !== null) await options.checkWebhook?.(fields.delivery.webhookUrl);
    await checkAlertScope(store, companyId, fields.scope, unknownBrand);
  }

  const run = async (ruleId: string, command: PriceAlertRuleCommand, context: CommandContext): Promise<Written> => {
    const outcome = await handleCommand(store, streams.priceAlertRule(ruleId), priceAlertRuleDecider, command, context);
    return { id: ruleId, revision: outcome.revision, position: outcome.position || (await store.headPosition()) };
  };
  const inbox = async (userId: string, command: AlertInboxCommand, context: CommandContext): Promise<Written> => {
    const outcome = await handleCommand(store, streams.alertInbox(userId), alertInboxDecider, command, context);
    return { id: userId, revision: outcome.revision, position: outcome.position || (await store.headPosition()) };
  };

  return {
    createRule: async (companyId: string, fields: AlertRuleFields, context: CommandContext, ruleId = newId()) => {
      await checkFields(companyId, fields);
      return run(ruleId, { type: 'CreatePriceAlertRule', ruleId, companyId, userId: context.userId, fields, emailConfigured: options.emailConfigured }, context);
    },
    updateRule: async (companyId: string, ruleId: string, fields: AlertRuleFields, context: CommandContext) => {
      await checkFields(companyId, fields);
      return run(ruleId, { type: 'UpdatePriceAlertRule', ruleId, companyId, userId: context.userId, fields, emailConfigured: options.emailConfigured }, context);
    },
    deleteRule: (companyId: string, ruleId: string, context: CommandContext) => run(ruleId, { type: 'DeletePriceAlertRule', ruleId, companyId, userId: context.userId }, context),
    /** Marks alerts of the user's read in the company of the request; one the user did not receive is refused (ALERT_NOT_FOUND). */
    markRead: async (companyId: string, alertIds: string[], context: CommandContext) =>
      inbox(context.userId, { type: 'MarkAlertsRead', userId: context.userId, alertIds, received: await received.receivedOf(companyId, context.userId, alertIds) }, context),
    markAllRead: async (companyId: string, upToAlertId: string, context: CommandContext) =>
      inbox(context.userId, { type: 'MarkAllAlertsRead', userId: context.userId, upToAlertId, received: await received.receivedOf(companyId, context.userId, [upToAlertId]) }, context),
    view: received.view,
    follow: (at: ViewAt) => received.follow(at),
  };
}

export type AlertRuleCommands = ReturnType<typeof createAlertRuleCommands>;
