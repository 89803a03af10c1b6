import fs from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { apiOnly, HttpError } from '../http/http-error.ts';
import { outboxDirectory } from './transport.ts';

const MESSAGE_FILE = /^[\w-]+\.eml$/;
const LISTED = 200;

interface ParsedMail {
  subject?: string;
  from?: { text: string };
  to?: { text: string } | Array<{ text: string }>;
  date?: Date;
  text?: string;
  html?: string | false;
}

const textOf = (value: ParsedMail['to']) =>
  Array.isArray(value) ? value.map((entry) => entry.text).join(', ') : (value?.text ?? '');

// mailparser is a development dependency: loaded only here, only in `npm run dev`.
async function parse(file: string): Promise<ParsedMail> {
  const { simpleParser } = await import('mailparser');
  return (await simpleParser(await fs.readFile(file))) as ParsedMail;
}

/**
 * `npm run dev` without SMTP_URL: the messages of DATA_DIR/outbox for the `/dev/mail` page,
 * newest first. Never mounted otherwise (config `mail.devOutboxViewer`).
 */
export function devOutboxRoutes(dataDir: string) {
  const folder = outboxDirectory(dataDir);
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header('cache-control', 'no-store');
  });

  app.get('/', async (c) => {
    const names = await fs.readdir(folder).catch(() => [] as string[]);
    const files = names
      .filter((name) => MESSAGE_FILE.test(name))
      .sort()
      .reverse()
      .slice(0, LISTED);
    const messages = await Promise.all(
      files.map(async (id) => {
        const mail = await parse(path.join(folder, id));
        return {
          id,
          subject: mail.subject ?? '',
          to: textOf(mail.to),
          date: mail.date?.toISOString() ?? null,
        };
      }),
    );
    return c.json({ folder, messages });
  });

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    if (!MESSAGE_FILE.test(id)) throw new HttpError(404, apiOnly('No such message'));
    const mail = await parse(path.join(folder, id)).catch(() => {
      throw new HttpError(404, apiOnly('No such message'));
    });
    return c.json({
      id,
      subject: mail.subject ?? '',
      from: mail.from?.text ?? '',
      to: textOf(mail.to),
      date: mail.date?.toISOString() ?? null,
      text: mail.text ?? '',
      html: mail.html || null,
    });
  });

  return app;
}
