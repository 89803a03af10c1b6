// `npm run bench:lcp-observed`: the LCP Chromium itself observes (PerformanceObserver), not
// Lighthouse's simulation, for `/auth`, signed-in step 1 and `/dashboard` against the hello world
// on the same built server. Network and CPU are throttled by CDP like Lighthouse's mobile preset
// (150 ms latency, 1.6 Mbit/s down, 4x CPU); each load is a cold context; pages alternate in
// every round. `--runs N` (default 3). Prints numbers only. "usable" is when the real page can be
// used: the prerendered copy gone, a form control in the app's root, no skeleton left.
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
    const record = window as unknown as { observedLcp: number; usableAt: number };
    record.observedLcp = 0;
    record.usableAt = Number.NaN;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.observedLcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // No named helper here: tsx would wrap it in a `__name` call the page does not have.
    const watch = new MutationObserver(() => {
      const usable =
        !document.getElementById('prerendered') &&
        document.querySelector('#root input, #root button, #root select, #root textarea') !==
          null &&
        document.querySelector('#root [class*="skeleton"]') === null;
      if (!usable) return;
      record.usableAt = performance.now();
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto(pageCase.url(), { waitUntil: 'load' });
  // A prerendered page fires `load` before its modules are even requested: wait for the page
  // to become usable (the hello world has no form: it never does).
  if (pageCase.label !== 'hello world') {
    await page
      .waitForFunction(() => !Number.isNaN((window as unknown as { usableAt: number }).usableAt), {
        timeout: 20_000,
      })
      .catch(() => console.log(`  ${pageCase.label}: not usable within 20 s`));
  }
  // LCP candidates stop at the first input; a quiet second and a half lets late ones arrive.
  await page.waitForTimeout(1500);
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    lcp: (window as unknown as { observedLcp: number }).observedLcp,
    usable: (window as unknown as { usableAt: number }).usableAt,
  }));
  await context.close();
  return timing;
}

const lcp = new Map<string, number[]>();
const fcp = new Map<string, number[]>();
const usable = new Map<string, number[]>();
const browser = await launchChromium();
try {
  for (let round = 0; round < rounds; round += 1) {
    const order = [...cases.slice(round % cases.length), ...cases.slice(0, round % cases.length)];
    const line: string[] = [];
    for (const pageCase of order) {
      const timing = await observe(browser, pageCase);
      lcp.set(pageCase.label, [...(lcp.get(pageCase.label) ?? []), timing.lcp]);
      fcp.set(pageCase.label, [...(fcp.get(pageCase.label) ?? []), timing.fcp]);
      usable.set(pageCase.label, [...(usable.get(pageCase.label) ?? []), timing.usable]);
      line.push(
        `${pageCase.label} ${Math.round(timing.lcp)} ms (usable ${Math.round(timing.usable)})`,
      );
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
    'usable at ms (median)': Math.round(median(usable.get(label) ?? [])),
    'usable at ms (min–max)': spread(usable.get(label) ?? [], 0),
  })),
);
