// `npm run size`: the bytes a browser actually receives on a cold load of each entry page, over
// HTTP from the built server (compressed as served), in headless Chromium, next to a bare React
// 19 hello world built by the same Vite config and served by the same server. Budgets: issue 15.
// `--build` rebuilds first; `--verbose` lists every request.
import type { Browser, Request } from '@playwright/test';
import { coldContext, launchChromium } from './lib/chromium.ts';
import { type EntryPage, entryPages } from './lib/entry-pages.ts';
import { type PerfServers, startPerfServers } from './lib/perf-servers.ts';

interface Transfer {
  url: string;
  type: string;
  encoding: string;
  headerBytes: number;
  bodyBytes: number;
  /** Wall-clock ms when the request started and when its response ended. */
  startedAt: number;
  endedAt: number;
}

async function transferOf(request: Request): Promise<Transfer> {
  const sizes = await request.sizes();
  const response = await request.response();
  return {
    url: request.url(),
    type: request.resourceType(),
    encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
    headerBytes: sizes.responseHeadersSize,
    bodyBytes: sizes.responseBodySize,
    startedAt: request.timing().startTime,
    endedAt: request.timing().startTime + request.timing().responseEnd,
  };
}

/** One cold load: fresh context, wait until the page shows its content and the network is idle. */
export async function coldLoad(browser: Browser, servers: PerfServers, entry: EntryPage) {
  const token = entry.session ? servers.tokens[entry.session] : null;
  const context = await coldContext(browser, token, entry.locale ? { locale: entry.locale } : {});
  const page = await context.newPage();
  const pending: Promise<Transfer>[] = [];
  page.on('requestfinished', (request) => pending.push(transferOf(request)));
  const base = entry.site === 'app' ? servers.app.url : servers.hello.url;
  await page.goto(`${base}${entry.path}`);
  await entry.ready(page);
  await page.waitForLoadState('networkidle');
  const transfers = await Promise.all(pending);
  await context.close();
  return transfers;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (transfers: Transfer[], pick: (t: Transfer) => number) =>
  transfers.reduce((total, t) => total + pick(t), 0);

const servers = await startPerfServers({ rebuild: process.argv.includes('--build') });
const browser = await launchChromium();
try {
  const rows = [];
  let helloBytes = 0;
  for (const entry of entryPages) {
    const transfers = await coldLoad(browser, servers, entry);
    const total = sum(transfers, (t) => t.headerBytes + t.bodyBytes);
    if (entry.site === 'hello') helloBytes = total;
    const scripts = transfers.filter((t) => t.type === 'script');
    rows.push({
      page: entry.name,
      requests: transfers.length,
      'KB received': kb(total),
      'KB bodies': kb(sum(transfers, (t) => t.bodyBytes)),
      'KB headers': kb(sum(transfers, (t) => t.headerBytes)),
      'KB JS': kb(sum(scripts, (t) => t.headerBytes + t.bodyBytes)),
      'x hello': helloBytes ? (total / helloBytes).toFixed(2) : '',
      budget: entry.budgetBytes ? `<= ${kb(entry.budgetBytes)}` : '',
      verdict: entry.budgetBytes ? (total <= entry.budgetBytes ? 'within' : 'OVER') : '',
    });
    if (process.argv.includes('--verbose')) {
      console.log(`\n${entry.name} (${entry.path}): path, type, encoding, body + headers, ms`);
      const zero = Math.min(...transfers.map((t) => t.startedAt));
      for (const t of transfers.sort((a, b) => a.startedAt - b.startedAt)) {
        const name = new URL(t.url).pathname;
        const ms = `${Math.round(t.startedAt - zero)}-${Math.round(t.endedAt - zero)}`;
        console.log(
          `  ${name.padEnd(44)} ${t.type.padEnd(10)} ${t.encoding.padEnd(8)} ${String(t.bodyBytes).padStart(7)} + ${String(t.headerBytes).padStart(4)}  ${ms}`,
        );
      }
    }
  }
  console.log('\nCold load, bytes received over HTTP/1.1 from the built server (KB = 1024 bytes):');
  console.table(rows);
  process.exitCode = rows.some((row) => row.verdict === 'OVER') ? 1 : 0;
} finally {
  await browser.close();
  await servers.close();
}
