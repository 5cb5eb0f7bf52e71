import { createTransport } from 'nodemailer';

/** SMTP settings from the environment (SMTP_*); no host: no e-mail. */
export interface SmtpConfig {
  host: string;
  port: number;
  user?: string | undefined;
  password?: string | undefined;
  from: string;
  tls: 'implicit' | 'starttls' | 'none';
}

export interface AlertMail {
  to: string;
  subject: string;
  text: string;
  /**
   * Dedup key: the same for every attempt at the same mail (an alert, a user's day). The one
   * case where an e-mail goes out twice — accepted by the server, then a stop before the
   * delivery was recorded — carries the same Message-ID both times, which mail clients and
   * servers use to drop the copy.
   */
  key: string;
}

export interface AlertMailer {
  send(mail: AlertMail): Promise<void>;
  close(): void;
}

/** Sends alert e-mails through the configured SMTP server (nodemailer); bounded in time. */
export function createAlertMailer(config: SmtpConfig): AlertMailer {
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.tls === 'implicit',
    requireTLS: config.tls === 'starttls',
    ignoreTLS: config.tls === 'none',
    ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^>\s]+)>?\s*$/.exec(config.from)?.[1] ?? 'price-monitor.invalid';
  return {
    send: async (mail) => {
      await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: `<${mail.key}@${domain}>` });
    },
    close: () => transport.close(),
  };
}
