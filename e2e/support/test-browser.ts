import { existsSync } from 'node:fs';
import { debianChromium } from '../../scripts/lib/chromium-path';

/**
 * The Chromium the e2e, dev and QA-feature suites drive. Headless runs use Debian's
 * `chromium-headless-shell` where it is installed: the same Blink and V8 as Debian's Chromium
 * without the desktop browser around them, as Playwright's own headless runs use its headless
 * shell. On CI's two cores it runs the same tests about 15 % faster (docs/qa.md, "CI under 20
 * minutes"). A headed or debugging run (`--headed`, `--ui`, `--debug`, PWDEBUG) needs the full
 * browser; without either, Playwright's own download.
 */
const debianHeadlessShell = '/usr/lib/chromium/chromium-headless-shell';

const wantsWindow =
  Boolean(process.env.PWDEBUG) ||
  process.argv.some((arg) => arg === '--headed' || arg === '--ui' || arg === '--debug');

export function testBrowserPath(): string | undefined {
  if (!wantsWindow && existsSync(debianHeadlessShell)) return debianHeadlessShell;
  return debianChromium();
}
