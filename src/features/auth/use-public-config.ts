import type { PublicConfig } from '@contract/meta';
import { useEffect, useState } from 'react';
import { loadApi } from '@/api/lazy';

export type PublicConfigState =
  | { status: 'loading' }
  | { status: 'loaded'; config: PublicConfig }
  | { status: 'failed' };

/** The server's public settings (is Google configured?), loaded once per page. */
export function usePublicConfig(): PublicConfigState {
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadApi()
      .then((api) => api.fetchPublicConfig())
      .then(
        (config) => active && setState({ status: 'loaded', config }),
        () => active && setState({ status: 'failed' }),
      );
    return () => {
      active = false;
    };
  }, []);
  return state;
}
