// `npm run bench:steps`: in the built app with 4x CPU throttling (CDP), the time from a click on
// "Next" until the next onboarding step is painted, against "Back" to a step already loaded.
// Each round is a new browser context (cold chunk cache) walking steps 1 -> 4 with Next, Back,
// Next again at every step. `--runs N` (default 5), `--cpu N` (default 4), `--rtt MS` adds
// network latency (default 0: loopback).
import { coldContext, launchChromium } from './lib/chromium.ts';
import { PERSONAL_INFO, post, register, startPerfServers } from './lib/perf-servers.ts';
import { median, numberArg, spread } from './lib/stats.ts';
import { installClickClock, timeClickUntilForm } from './lib/step-timer.ts';

const steps = ['Personal information', 'Medical condition', 'Medical history', 'Genetic report'];
const TARGET_RATIO = 3;

const rounds = numberArg('runs', 5);
const cpu = numberArg('cpu', 4);
const rttIndex = process.argv.indexOf('--rtt');
const rtt = rttIndex >= 0 ? Number(process.argv[rttIndex + 1]) : 0;

const servers = await startPerfServers({ rebuild: process.argv.includes('--build') });
const browser = await launchChromium();
/** transition label -> ms per round */
const samples = new Map<string, number[]>();
const ratios: number[] = [];
const record = (label: string, ms: number) => {
  samples.set(label, [...(samples.get(label) ?? []), ms]);
};

try {
  for (let round = 0; round < rounds; round += 1) {
    // Steps 1-3 answered, so every Next is valid; a new patient each round (Next saves).
    const token = await register(servers.app.url, `steps${round}`);
    await post(
      `${servers.app.url}/api/user/onboarding`,
      {
        ...PERSONAL_INFO,
        condition: 'Marfan syndrome',
        diagnosis: 2015,
        symptoms: ['fatigue'],
        medications: ['none'],
        otherConditions: [],
        familyHistory: 'No family history provided',
      },
      token,
    );
    const context = await coldContext(browser, token);
    const page = await context.newPage();
    await installClickClock(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (rtt > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: rtt,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.goto(`${servers.app.url}/onboarding`);
    await page.getByRole('form', { name: steps[0] }).waitFor({ timeout: 60_000 });
    const nexts: number[] = [];
    const backs: number[] = [];
    for (let step = 1; step < steps.length; step += 1) {
      const from = steps[step - 1] as string;
      const to = steps[step] as string;
      const next = await timeClickUntilForm(page, 'Next', to);
      const back = await timeClickUntilForm(page, 'Back', from);
      const nextAgain = await timeClickUntilForm(page, 'Next', to);
      record(`Next ${step} -> ${step + 1} (first time)`, next);
      record(`Back ${step + 1} -> ${step}`, back);
      record(`Next ${step} -> ${step + 1} (again)`, nextAgain);
      nexts.push(next);
      backs.push(back);
    }
    ratios.push(median(nexts) / median(backs));
    console.log(
      `round ${round + 1}/${rounds}: Next ${nexts.map(Math.round).join('/')} ms, Back ${backs.map(Math.round).join('/')} ms`,
    );
    await context.close();
  }
  const rows = [...samples].map(([transition, values]) => ({
    transition,
    'ms (median)': Math.round(median(values)),
    'ms (min–max)': spread(values, 0),
  }));
  const verdict = median(ratios) <= TARGET_RATIO ? 'met' : 'NOT met';
  console.log(`\n${cpu}x CPU, network latency ${rtt} ms, ${rounds} rounds (new context each):`);
  console.table(rows);
  console.log(
    `first-time Next / Back, per round: median ${median(ratios).toFixed(1)}x (min–max ${spread(ratios, 1)}); target <= ${TARGET_RATIO}x: ${verdict}`,
  );
} finally {
  await browser.close();
  await servers.close();
}
