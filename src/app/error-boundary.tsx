import { Component, type ErrorInfo, type ReactNode } from 'react';
import { latestIntl } from '@/lib/i18n/intl';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';
import { ErrorPage } from './error-page';
import { ReleasePrerendered } from './release-prerendered';

interface State {
  error: Error | null;
}

/**
 * Catches render errors anywhere below it and shows the spec's error page instead of a blank
 * screen, in the language last shown.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <AppIntlProvider intl={latestIntl()}>
          <ErrorPage error={{ message: this.state.error.message }} />
          <ReleasePrerendered />
        </AppIntlProvider>
      );
    }
    return this.props.children;
  }
}
