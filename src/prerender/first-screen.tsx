import { eventForLocation } from '@machines/routes/location';
import { renderToString } from 'react-dom/server';
import { createActor, waitFor } from 'xstate';
import { App } from '@/app/app';
import { appLogic } from '@/app/app-logic';
import { osPrefersDark, readStoredTheme } from '@/app/effects/theme-effects';
import { loading } from '@/app/root-layout';
import { availableLocales, loadCatalogue } from '@/lib/i18n/catalogues';
import { intlFor } from '@/lib/i18n/intl';

function startApp(locale: string) {
  const actor = createActor(appLogic, {
    input: {
      storedTheme: readStoredTheme(),
      osPrefersDark: osPrefersDark(),
      language: { locale, chosen: false, available: availableLocales() },
    },
  });
  actor.start();
  // What RouteSync sends in the browser for the address.
  const route = eventForLocation(window.location);
  if (route) actor.send(route);
  return actor;
}

/**
 * The app's first screen as HTML, rendered by the same component tree as src/main.tsx for the
 * address and inlined settings of the (simulated) document the caller provides. The machines run
 * until the visitor, who has no stored token, is signed out: what the browser shows once its
 * session check answers.
 */
export async function renderSignedOutScreen(locale: string): Promise<string> {
  await loadCatalogue(locale);
  const actor = startApp(locale);
  try {
    await waitFor(actor, (state) => state.matches('signedOut'), { timeout: 5_000 });
    return renderToString(<App snapshot={actor.getPersistedSnapshot()} locale={locale} />);
  } finally {
    actor.stop();
  }
}

/**
 * The frame a visitor with a stored token sees while the session and profile load (the
 * onboarding step's heading and text, the dashboard's greeting; src/app/pending-screen.tsx), for
 * the address of the simulated document, whose storage holds a token. The snapshot is taken
 * before the session check can answer. The frame's code is lazy: the first render starts loading
 * it, and the page is rendered again until the markup no longer changes.
 */
export async function renderSignedInFrame(locale: string): Promise<string> {
  await loadCatalogue(locale);
  const actor = startApp(locale);
  try {
    if (!actor.getSnapshot().matches('checkingSession')) {
      throw new Error(
        `Expected the session check, found ${JSON.stringify(actor.getSnapshot().value)}`,
      );
    }
    const snapshot = actor.getPersistedSnapshot();
    const stillLoading = intlFor(locale).formatMessage(loading);
    let markup = renderToString(<App snapshot={snapshot} locale={locale} />);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const again = renderToString(<App snapshot={snapshot} locale={locale} />);
      if (again === markup && !again.includes(stillLoading)) return markup;
      markup = again;
    }
    throw new Error(`The frame of ${window.location.pathname} did not settle`);
  } finally {
    actor.stop();
  }
}
