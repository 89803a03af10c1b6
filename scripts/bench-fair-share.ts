// npm run bench:fair-share — issue 24, item 8: how long a 1-page PDF of one patient waits behind
// another patient's worst-case file (a PDF whose page content inflates to `--inflate-gib` GiB,
// default 2). Target: the 1-page PDF read within 10 s of its upload. A server process of its own
// (PGlite, real engine); `-- --share-ms N` sets REPORT_FAIR_SHARE_MS.
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createDeflate } from 'node:zlib';
import { spawnServer } from './lib/start-server.ts';

const { values } = parseArgs({
  options: {
    'inflate-gib': { type: 'string', default: '2' },
    'share-ms': { type: 'string', default: '4000' },
  },
});
const root = path.resolve(import.meta.dirname, '..');

/** A one-page PDF whose content stream inflates to `bytes` of blank text operators. */
async function inflatingPdf(bytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => parts.push(chunk));
  const block = Buffer.alloc(64 * 1024 * 1024, ' ');
  for (let written = 0; written < bytes; written += block.length) {
    if (!deflate.write(block)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const stream = Buffer.concat(parts);
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj\n2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj\n' +
      '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>> endobj\n' +
      `4 0 obj <</Length ${stream.length}/Filter/FlateDecode>> stream\n`,
  );
  const tail = Buffer.from('\nendstream endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
  return new Uint8Array(Buffer.concat([head, stream, tail]));
}

const onePage = new Uint8Array(readFileSync(path.join(root, '../shared/eval/dev-01.pdf')));
const worst = await inflatingPdf(Number(values['inflate-gib']) * 1024 ** 3);
const server = await spawnServer({
  env: { LOG_REQUESTS: 'false', REPORT_FAIR_SHARE_MS: values['share-ms'] },
});
try {
  const token = async (tag: string) => {
    const answer = await fetch(`${server.url}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Fair ${tag}`,
        email: `fair-${tag}-${Date.now()}@example.com`,
        password: 'kettle orbit lantern meadow',
      }),
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const upload = async (bearer: string, bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.set('file', new Blob([bytes], { type: 'application/pdf' }), name);
    const answer = await fetch(`${server.url}/api/user/process-document`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, prefer: 'respond-async' },
      body: form,
    });
    return ((await answer.json()) as { status_url: string }).status_url;
  };
  const [slow, quick] = [await token('slow'), await token('quick')];
  const slowJob = await upload(slow, worst, 'worst.pdf');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sent = performance.now();
  const quickJob = await upload(quick, onePage, 'one-page.pdf');
  let readingAt: number | null = null;
  for (;;) {
    const answer = await fetch(`${server.url}${quickJob}`, {
      headers: { authorization: `Bearer ${quick}` },
    });
    const body = (await answer.json()) as { status?: string };
    if (answer.status === 202 && body.status === 'reading') readingAt ??= performance.now();
    if (answer.status !== 202) {
      const doneS = (performance.now() - sent) / 1000;
      const waitS = ((readingAt ?? performance.now()) - sent) / 1000;
      console.log(
        `worst-case file: ${Math.round(worst.length / 1024)} KB inflating to ${values['inflate-gib']} GiB; fair share ${values['share-ms']} ms`,
      );
      console.log(
        `1-page PDF: waited ${waitS.toFixed(1)} s before its reading, answered ${answer.status} after ${doneS.toFixed(1)} s (target: < 10 s)`,
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const slowAnswer = await fetch(`${server.url}${slowJob}`, {
    headers: { authorization: `Bearer ${slow}` },
  });
  console.log(
    `worst-case file at that moment: ${slowAnswer.status} ${(await slowAnswer.text()).slice(0, 120)}`,
  );
} finally {
  await server.close();
}
