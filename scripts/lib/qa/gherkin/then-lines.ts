import type { Then } from '../oracle/oracle';
import { line, quoted, type StepLine } from './lines';

/**
 * The checks after a step: address, heading, message, a question asked over the page, texts,
 * primary button, storage, theme.
 */
export function thenLines(then: Then): StepLine[] {
  const lines = [line(`the address is ${quoted(then.url)}`)];
  // A screen without a page (the profile loading after sign-in) has no heading to check.
  if (then.heading) lines.push(line(`the heading is ${quoted(then.heading)}`));
  if (then.toast === null) lines.push(line('no message is shown'));
  else if (then.toast) {
    const description = then.toast.description ? ` saying ${quoted(then.toast.description)}` : '';
    lines.push(line(`the message ${quoted(then.toast.title)} is shown${description}`));
  }
  if (then.dialog) lines.push(line(`the question ${quoted(then.dialog)} is asked`));
  else if (then.dialog === null) lines.push(line('no question is asked'));
  for (const text of then.says) lines.push(line(`the page says ${quoted(text)}`));
  for (const text of then.gone ?? []) lines.push(line(`the page no longer says ${quoted(text)}`));
  if (then.button) {
    const state = then.button.enabled ? 'enabled' : 'disabled';
    lines.push(line(`the ${quoted(then.button.name)} button is ${state}`));
  }
  const token = then.storage.token ? 'a session token' : 'no session token';
  const theme = then.storage.theme ? `the theme ${quoted(then.storage.theme)}` : 'no theme';
  lines.push(line(`the browser stores ${token} and ${theme}`));
  lines.push(line(`the page is ${then.theme}`));
  if (then.language) lines.push(line(`the page is in ${quoted(then.language)}`));
  return lines;
}
