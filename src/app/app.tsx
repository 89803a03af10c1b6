import { BrowserRouter } from 'react-router-dom';
import { AppActorContext } from '@/lib/app-actor';
import { appLogic } from './app-logic';
import { osPrefersDark, readStoredTheme } from './effects/theme-effects';
import { ErrorBoundary } from './error-boundary';
import { createInspectorIfRequested } from './inspector';
import { RootLayout } from './root-layout';

const inspector = createInspectorIfRequested();

/** The one actor system lives above the router, so no route change ever recreates it. */
export function App() {
  return (
    <ErrorBoundary>
      <AppActorContext.Provider
        logic={appLogic}
        options={{
          input: { storedTheme: readStoredTheme(), osPrefersDark: osPrefersDark() },
          ...(inspector ? { inspect: inspector.inspect } : {}),
        }}
      >
        <BrowserRouter>
          <RootLayout />
        </BrowserRouter>
      </AppActorContext.Provider>
    </ErrorBoundary>
  );
}
