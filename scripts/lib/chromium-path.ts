import { existsSync } from 'node:fs';

/** Debian's Chromium (`apt-get install chromium`, as .ci/run installs it). */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium every browser run here uses (e2e suites, benches, sizes): Debian's where it is
 * installed, otherwise undefined, which makes Playwright use its own download. The diagrams'
 * puppeteer config (scripts/mermaid/puppeteer-config.json) names the same path: JSON cannot
 * import it.
 */
export function debianChromium(): string | undefined {
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
