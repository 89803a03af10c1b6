import fs from 'node:fs/promises';
import path from 'node:path';
import type { PublicConfig } from '../../contract/meta.ts';
import { dashboardPath, onboardingSteps } from '../../contract/onboarding/steps.ts';
import { defaultLocale } from '../../i18n/locales.ts';

/** Where index.html wants a page's prerendered first screen (before the app's empty root). */
export const PRERENDERED_MARKER = '<!--prerendered-->';
/** The element holding it; the client removes it once its own page is on screen. */
export const PRERENDERED_ELEMENT_ID = 'prerendered';

/**
 * The language the copies are rendered in. A visitor whose language is another does not see the
 * copy (the page's inline script hides it, src/index.css): the app paints their language itself.
 * Copies per language, picked by Accept-Language, come with the translations (docs/i18n.md).
 */
export const PRERENDERED_LOCALE = defaultLocale;

/**
 * Which visitor a copy is for: the sign-in screen for one without a stored session, a signed-in
 * frame (step heading and text, the dashboard's greeting) for one with a session. The page's
 * inline theme script marks a stored session before the first paint and src/index.css hides a
 * copy meant for the other kind, so neither ever sees the other's screen.
 */
export type PrerenderedSession = 'signed-out' | 'signed-in';

export interface PrerenderedPage {
  path: string;
  session: PrerenderedSession;
}

/** Pages whose first screen is rendered at build time (scripts/prerender.ts). */
export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: '/auth', session: 'signed-out' },
  ...onboardingSteps.flatMap((step) =>
    [step.path, ...step.aliases].map((stepPath) => ({
      path: stepPath,
      session: 'signed-in' as const,
    })),
  ),
  { path: dashboardPath, session: 'signed-in' },
];

/**
 * Where the build writes a page's first screen, relative to the client directory: one file per
 * value of the only setting the sign-in page reads (is Google sign-in offered?).
 */
export function prerenderedFile(pagePath: string, googleEnabled: boolean): string {
  const name = pagePath.replace(/^\//, '').replace(/\//g, '_') || 'index';
  return `prerender/${name}.google-${googleEnabled ? 'on' : 'off'}.html`;
}

/**
 * The element to put at the marker for this address: the prerendered screen, inert (nothing in
 * it can be focused or typed into; React's own page replaces it), or nothing for addresses
 * without one and when the settings it depends on are not known.
 */
export async function prerenderedElement(
  clientDir: string,
  pathname: string,
  config: PublicConfig | null,
): Promise<string> {
  const page = prerenderedPages.find((candidate) => candidate.path === pathname);
  if (!page || !config) return '';
  const file = path.join(clientDir, prerenderedFile(page.path, config.google.enabled));
  const markup = await fs.readFile(file, 'utf8').catch(() => null);
  if (!markup) return '';
  return `<div id="${PRERENDERED_ELEMENT_ID}" data-session="${page.session}" lang="${PRERENDERED_LOCALE}" inert>${markup}</div>`;
}
