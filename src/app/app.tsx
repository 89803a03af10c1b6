import { BrowserRouter } from 'react-router-dom';
import type { InspectionEvent, Snapshot } from 'xstate';
import { createFlowsPublisher } from '@/dev/flows/live-publisher';
import { AppActorContext } from '@/lib/app-actor';
import { availableLocales } from '@/lib/i18n/catalogues';
import { appLogic } from './app-logic';
import { readStoredLanguage } from './effects/language-effects';
import { osPrefersDark, readStoredTheme } from './effects/theme-effects';
import { ErrorBoundary } from './error-boundary';
import { I18nProvider } from './i18n-provider';
import { createInspectorIfRequested } from './inspector';
import { RootLayout } from './root-layout';

const inspector = createInspectorIfRequested();
// Development builds publish machine states to the flow viewer (/dev/flows) in another tab.
const flowsPublisher = import.meta.env.DEV ? createFlowsPublisher() : undefined;
const inspectors = [inspector?.inspect, flowsPublisher?.inspect].filter((fn) => fn !== undefined);
const inspect =
  inspectors.length > 0
    ? (event: InspectionEvent) => {
        for (const fn of inspectors) fn(event);
      }
    : undefined;

/**
 * The one actor system lives above the router, so no route change ever recreates it. `locale`'s
 * catalogue is loaded before the app renders (src/main.tsx).
 */
export function App({ snapshot, locale }: { snapshot?: Snapshot<unknown>; locale: string }) {
  return (
    <ErrorBoundary>
      <AppActorContext.Provider
        logic={appLogic}
        options={{
          input: {
            storedTheme: readStoredTheme(),
            osPrefersDark: osPrefersDark(),
            language: {
              locale,
              chosen: readStoredLanguage() === locale,
              available: availableLocales(),
            },
          },
          ...(inspect ? { inspect } : {}),
          // Only the build-time prerender (src/prerender/first-screen.tsx) starts from a snapshot.
          ...(snapshot ? { snapshot } : {}),
        }}
      >
        <I18nProvider initial={locale}>
          <BrowserRouter>
            <RootLayout />
          </BrowserRouter>
        </I18nProvider>
      </AppActorContext.Provider>
    </ErrorBoundary>
  );
}
