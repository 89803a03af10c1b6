import { Component, type ReactNode } from 'react';
import { PageLoadError, retryFailedPageLoads } from '@/lib/retryable-lazy';
import { ServerUnreachable } from './server-unreachable';

interface Props {
  /** The page shown: another page tries afresh. */
  page: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

const retryDelayMs = 3000;

/**
 * A page whose code could not be downloaded says so ("We can't reach herd Health right now") and
 * tries again by itself, every few seconds while the browser says it is online and at once when
 * it comes back online; "Try again" tries now. The page shows once its code is here; until then
 * nothing flickers. Any other error goes on to the app's error page.
 */
export class PageLoadBoundary extends Component<Props, State> {
  override state: State = { error: null };
  private timer: ReturnType<typeof setInterval> | undefined;

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.page !== this.props.page && this.state.error) this.setState({ error: null });
    this.watch();
  }

  override componentWillUnmount() {
    this.stopWatching();
  }

  private retry = () => {
    retryFailedPageLoads().then(
      () => this.setState({ error: null }),
      () => {},
    );
  };

  private retryIfOnline = () => {
    if (navigator.onLine !== false) this.retry();
  };

  private watch() {
    if (this.state.error instanceof PageLoadError) {
      if (this.timer !== undefined) return;
      this.timer = setInterval(this.retryIfOnline, retryDelayMs);
      window.addEventListener('online', this.retry);
    } else this.stopWatching();
  }

  private stopWatching() {
    clearInterval(this.timer);
    this.timer = undefined;
    window.removeEventListener('online', this.retry);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof PageLoadError)) throw error;
    return <ServerUnreachable onRetry={this.retry} />;
  }
}
