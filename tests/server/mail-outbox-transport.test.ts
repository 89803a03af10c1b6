import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { createMailTransport, outboxDirectory } from '../../server/mail/transport.ts';

const MESSAGE_FILE = /^[\w-]+\.eml$/;
const settings = {
  smtpUrl: null,
  from: 'herd Health <no-reply@herd.test>',
  publicUrl: 'http://127.0.0.1',
  devOutboxViewer: false,
};

describe('without SMTP_URL: the outbox transport', () => {
  let dataDir = '';
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('never shows a reader a message file before it is whole', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'herd-outbox-'));
    const transport = createMailTransport(settings, dataDir, createLogger('silent'));
    const folder = outboxDirectory(dataDir);
    // Large enough that the file is written in several chunks, with reads in between.
    const text = `${'A patient reads this line of their mail.\n'.repeat(200_000)}The end.\n`;
    const seen: Array<{ name: string; bytes: number }> = [];
    let sending = true;
    let rounds = 0;
    const read = () => {
      rounds += 1;
      const names = (() => {
        try {
          return readdirSync(folder).filter((name) => MESSAGE_FILE.test(name));
        } catch {
          return [];
        }
      })();
      for (const name of names) {
        seen.push({ name, bytes: readFileSync(path.join(folder, name)).length });
      }
      if (sending) setImmediate(read);
    };
    read();
    await transport.send({ to: 'pat@example.com', subject: 'A long letter', text, html: '' });
    sending = false;
    transport.close();

    const [file, ...others] = readdirSync(folder);
    expect(others).toEqual([]);
    expect(file).toMatch(MESSAGE_FILE);
    const whole = (await fs.stat(path.join(folder, file ?? ''))).size;
    expect(whole).toBeGreaterThan(text.length);
    expect(rounds).toBeGreaterThan(2); // the reader looked while the message was being written
    expect(seen.filter((read) => read.bytes !== whole)).toEqual([]);
  });
});
