// `npm run bench:lcp-observed`: the LCP Chromium itself observes (PerformanceObserver), not
// Lighthouse's simulation, for `/auth`, signed-in step 1 and `/dashboard` against the hello world
// on the same built server. Network and CPU are throttled by CDP like Lighthouse's mobile preset
// (150 ms latency, 1.6 Mbit/s down, 4x CPU); each load is a cold context; pages alternate in
// every round. `--runs N` (default 3). Prints numbers only.
import type { Browser } from '@playwright/test';
import { coldContext, launchChromium } from './lib/chromium.ts';
import { startPerfServers } from './lib/perf-servers.ts';
import { median, numberArg, spread } from './lib/stats.ts';

interface PageCase {
  label: string;
  url: () => string;
  token: () => string | null;
}

const rounds = numberArg('runs', 3);
const servers = await startPerfServers({ rebuild: process.argv.includes('--build') });

const cases: PageCase[] = [
  { label: 'hello world', url: () => `${servers.hello.url}/`, token: () => null },
  { label: '/auth', url: () => `${servers.app.url}/auth`, token: () => null },
  {
    label: 'step 1, signed in',
    url: () => `${servers.app.url}/onboarding/personal-info`,
    token: () => servers.tokens.fresh,
  },
  {
    label: '/dashboard, signed in',
    url: () => `${servers.app.url}/dashboard`,
    token: () => servers.tokens.onboarded,
  },
];

async function observe(browser: Browser, pageCase: PageCase) {
  const context = await coldContext(browser, pageCase.token(), { mobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const record = window as unknown as { observedLcp: number };
    record.observedLcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.observedLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(pageCase.url(), { waitUntil: 'load' });
  // LCP candidates stop at the first input; a quiet second after load lets late ones arrive.
  await page.waitForTimeout(1500);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    lcp: (window as unknown as { observedLcp: number }).observedLcp,
  }));
  await context.close();
  return timing;
}

const lcp = new Map<string, number[]>();
const fcp = new Map<string, number[]>();
const browser = await launchChromium();
try {
  for (let round = 0; round < rounds; round += 1) {
    const order = [...cases.slice(round % cases.length), ...cases.slice(0, round % cases.length)];
    const line: string[] = [];
    for (const pageCase of order) {
      const timing = await observe(browser, pageCase);
      lcp.set(pageCase.label, [...(lcp.get(pageCase.label) ?? []), timing.lcp]);
      fcp.set(pageCase.label, [...(fcp.get(pageCase.label) ?? []), timing.fcp]);
      line.push(`${pageCase.label} ${Math.round(timing.lcp)} ms`);
    }
    console.log(`round ${round + 1}/${rounds}: ${line.join(', ')}`);
  }
} finally {
  await browser.close();
  await servers.close();
}

const hello = median(lcp.get('hello world') ?? []);
console.table(
  cases.map(({ label }) => ({
    page: label,
    'LCP ms (median)': Math.round(median(lcp.get(label) ?? [])),
    'LCP ms (min–max)': spread(lcp.get(label) ?? [], 0),
    'FCP ms (median)': Math.round(median(fcp.get(label) ?? [])),
    'x hello': (median(lcp.get(label) ?? []) / hello).toFixed(2),
  })),
);
