/**
 * QA paths through the onboarding flow, generated from the statecharts.
 *   npm run paths            numbered, human-readable steps
 *   npm run paths -- --json  the same as JSON for tools
 */
import {
  deadEnds,
  journeysToDashboard,
  type QaPath,
  shortestToEveryState,
} from './lib/graph-journeys';

const journeys = journeysToDashboard();
const result = {
  journeys,
  deadEnds: deadEnds(),
  shortestToEveryState: shortestToEveryState(),
};

function print(title: string, paths: QaPath[]): void {
  console.log(`\n## ${title} (${paths.length})\n`);
  paths.forEach((path, index) => {
    console.log(`${index + 1}. [${path.title}] ${path.steps.join(' -> ')}`);
  });
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log('# QA paths through herd Health (generated from machines/)');
  print('Journey: sign-in to dashboard, report branch', journeys.report);
  print('Journey: sign-in to dashboard, checklist branch', journeys.checklist);
  print('Dead ends', result.deadEnds);
  print('Shortest path to every state', result.shortestToEveryState);
}
