import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Sends mail through an SMTP server given as a URL (`smtp://user:pass@host:587`). */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message, textEncoding: 'quoted-printable' });
    },
    close: () => transport.close(),
  };
}
