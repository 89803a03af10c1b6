import { eventForLocation } from '@machines/routes/location';
import { renderToString } from 'react-dom/server';
import { createActor, waitFor } from 'xstate';
import { App } from '@/app/app';
import { appLogic } from '@/app/app-logic';
import { osPrefersDark, readStoredTheme } from '@/app/effects/theme-effects';

/**
 * The app's first screen as HTML, rendered by the same component tree as src/main.tsx for the
 * address and inlined settings of the (simulated) document the caller provides. The machines run
 * until the visitor, who has no stored token, is signed out: what the browser shows once its
 * session check answers.
 */
export async function renderSignedOutScreen(): Promise<string> {
  const actor = createActor(appLogic, {
    input: { storedTheme: readStoredTheme(), osPrefersDark: osPrefersDark() },
  });
  actor.start();
  // What RouteSync sends in the browser for the address.
  const route = eventForLocation(window.location);
  if (route) actor.send(route);
  try {
    await waitFor(actor, (state) => state.matches('signedOut'), { timeout: 5_000 });
    return renderToString(<App snapshot={actor.getPersistedSnapshot()} />);
  } finally {
    actor.stop();
  }
}
