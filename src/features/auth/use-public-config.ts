import { useEffect, useState } from 'react';
import { readInlinedConfig } from '@/api/inlined-config';
import { loadApi } from '@/api/lazy';

export type PublicConfigState =
  | { status: 'loading' }
  | { status: 'loaded'; googleEnabled: boolean }
  | { status: 'failed' };

/** The settings the server wrote into the page, when they say what this page shows. */
function inlinedState(): PublicConfigState | null {
  const config = readInlinedConfig() as { google?: { enabled?: unknown } } | null;
  const enabled = config?.google?.enabled;
  return typeof enabled === 'boolean' ? { status: 'loaded', googleEnabled: enabled } : null;
}

/**
 * The server's public settings (is Google configured?): already in the page on the built app, so
 * the first render shows the final text; otherwise loaded once per page.
 */
export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>(
    () => inlinedState() ?? { status: 'loading' },
  );
  const known = state.status === 'loaded';
  useEffect(() => {
    if (known) return;
    let active = true;
    loadApi()
      .then((api) => api.fetchPublicConfig())
      .then(
        (config) => active && setState({ status: 'loaded', googleEnabled: config.google.enabled }),
        () => active && setState({ status: 'failed' }),
      );
    return () => {
      active = false;
    };
  }, [known]);
  return state;
}
