import { checkWebhookTarget, type Env } from '@pm/platform';
import type { AlertDeliveryOptions } from './alertDelivery.ts';
import { createAlertMailer } from './alertMailer.ts';
import type { NotifierLog } from './alertNotifier.ts';

/** The command side's price alert settings from the environment (SMTP_*, WEBHOOK_ALLOWED_HOSTS, ALERT_DIGEST_HOUR). */
export function alertOptionsFromEnv(env: Env, log: NotifierLog) {
  const smtp = env.SMTP_HOST ? { host: env.SMTP_HOST, port: env.SMTP_PORT, user: env.SMTP_USER, password: env.SMTP_PASSWORD, from: env.SMTP_FROM, tls: env.SMTP_TLS } : null;
  const delivery: AlertDeliveryOptions = {
    mailer: smtp ? createAlertMailer(smtp) : null,
    webhookAllowHosts: env.WEBHOOK_ALLOWED_HOSTS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    digestHour: env.ALERT_DIGEST_HOUR,
  };
  return {
    log,
    emailConfigured: smtp !== null,
    checkWebhook: async (url: string) => void (await checkWebhookTarget(url, { allowHosts: env.WEBHOOK_ALLOWED_HOSTS })),
    delivery,
  };
}
