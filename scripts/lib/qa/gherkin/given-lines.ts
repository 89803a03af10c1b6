import { storedResultRequest } from '../actions/upload-actions';
import type { Given } from '../givens';
import type { World } from '../world';
import { storedRows } from './answers-table';
import { line, quoted, type StepLine } from './lines';
import { qaPasswords, type Scenario, uploadedFile } from './scenario';

/**
 * A Given's world as steps a person can set up by hand (or the step definitions through the API
 * and the browser): the account, its saved answers and report, what the browser stores, and the
 * parts of the network a scenario makes fail.
 */

/** Requests the browser can be cut off from, as the steps name them. */
const cutOffRequests: Record<string, string> = { verifyEmail: 'POST /auth/email/verify' };

/** The request the app checks the session with (GET /auth/me). */
export const sessionRequest = '/auth/me';

function accountLines(world: World, scenario: Scenario): StepLine[] {
  const { account } = world;
  if (!account) return [line('a visitor without an account')];
  const { name, email } = scenario.account;
  const lines = [
    line('an account registered through the API:', [
      ['Full Name', name],
      ['Email', email],
      ['Password', qaPasswords.right],
    ]),
  ];
  const rows = storedRows(account.stored);
  if (rows.length > 0) lines.push(line('these answers saved through the API:', rows));
  if (account.latestReportId) {
    lines.push(line(`the report ${quoted(uploadedFile('report'))} uploaded through the API`));
  }
  return lines;
}

function browserLines(world: World): StepLine[] {
  const lines: StepLine[] = [];
  if (world.token === 'valid') lines.push(line("the browser holds the account's session"));
  if (world.token === 'rejected') {
    lines.push(line('the browser holds a session the server no longer accepts'));
  }
  if (world.theme) lines.push(line(`the browser stores the theme ${quoted(world.theme)}`));
  if (world.osDark) lines.push(line('the computer is set to dark mode'));
  return lines;
}

function networkLines(world: World): StepLine[] {
  const lines: StepLine[] = [];
  if (world.network !== 'up') {
    lines.push(line(`the browser's requests to ${quoted(sessionRequest)} fail`));
  }
  if (world.held.includes('fetchCurrentUser')) {
    lines.push(line(`the server is slow to answer ${quoted(sessionRequest)}`));
  }
  if (world.embed === 'offline') lines.push(line("the booking calendar's script cannot be loaded"));
  if (world.embed === 'hang') lines.push(line("the booking calendar's script never answers"));
  if (world.jobListFails) {
    lines.push(line(`the browser's requests to ${quoted('/api/genetic-report/jobs')} fail`));
  }
  if (world.links.reset === 'fresh') {
    lines.push(line('the patient asked for a link to reset their password through the API'));
  }
  for (const src of world.cutOff)
    lines.push(line(`the browser's requests to ${quoted(cutOffRequests[src] ?? src)} fail`));
  if (world.storedReportFails) {
    lines.push(line(`the server answers ${quoted(storedResultRequest)} with HTTP 500`));
  }
  return lines;
}

export function givenLines(given: Given, scenario: Scenario): StepLine[] {
  const { world } = given;
  return [...accountLines(world, scenario), ...browserLines(world), ...networkLines(world)];
}
