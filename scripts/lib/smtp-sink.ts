import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the sink received, parsed, with when it arrived. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
  /** The first link in the plain text that carries a token. */
  link: string | null;
}

export interface SmtpSink {
  port: number;
  /** `smtp://user:pass@127.0.0.1:port`, for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived in total. */
  received(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Stops accepting connections (an SMTP server that is down); `resume` listens again. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  close(): Promise<void>;
}

const USER = 'herd';
const PASSWORD = 'sink-password';

const addressText = (value: ParsedMail['to']) =>
  Array.isArray(value) ? value.map((entry) => entry.text).join(', ') : (value?.text ?? '');

/**
 * A real SMTP server in this process (smtp-server, from the nodemailer project) for tests and
 * benchmarks: it asks for a user name and password, and keeps every message it receives. No
 * mock transport: the server's mail goes through nodemailer's SMTP client over TCP.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const create = () =>
    new SMTPServer({
      logger: false,
      // Down means down: open (pooled) connections are dropped at once, as a crash would.
      closeTimeout: 50,
      // Plain TCP on loopback: the default certificate is a published test key.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const text = mail.text ?? '';
            messages.push({
              to: addressText(mail.to),
              subject: mail.subject ?? '',
              text,
              html: typeof mail.html === 'string' ? mail.html : '',
              receivedAt: Date.now(),
              link: /https?:\/\/\S+token=[\w-]+/.exec(text)?.[0] ?? null,
            });
            for (const wake of waiters.splice(0)) wake();
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  let server = create();
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port));
    });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const boundPort = await listen(port);
  return {
    port: boundPort,
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${boundPort}`,
    messages,
    async received(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${messages.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.slice(0, count);
    },
    pause: stop,
    async resume() {
      server = create();
      await listen(boundPort);
    },
    close: stop,
  };
}
