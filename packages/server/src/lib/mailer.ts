import nodemailer from 'nodemailer';

/** Sends one plain-text email; absent when no SMTP server is configured. */
export type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** A mailer for SMTP_URL (smtp://user:pass@host:port), or undefined without one. */
export function createMailer(
  smtpUrl: string | undefined,
  from = 'CareNest <no-reply@carenest.example>',
): SendMail | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}
