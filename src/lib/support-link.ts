import { useEffect, useState } from 'react';
import { readInlinedConfig } from '@/api/inlined-config';
import { loadApi } from '@/api/lazy';

/**
 * Where "Support" leads, from the server's public settings (SUPPORT_URL, else SUPPORT_EMAIL as a
 * mailto: link); null when neither is set. Reads the settings unchecked (the page's copy), so
 * anything but a string counts as unset.
 */
export function supportHrefOf(config: unknown): string | null {
  const support = (config as { support?: { url?: unknown; email?: unknown } } | null)?.support;
  if (typeof support?.url === 'string' && support.url) return support.url;
  if (typeof support?.email === 'string' && support.email) return `mailto:${support.email}`;
  return null;
}

/**
 * The Support address: at once from the settings the built server wrote into the page,
 * otherwise (development server) once they are fetched; null until then or when unset.
 */
export function useSupportHref(): string | null {
  const [inlined] = useState(() => {
    const config = readInlinedConfig();
    return config === null ? undefined : supportHrefOf(config);
  });
  const [fetched, setFetched] = useState<string | null>(null);
  useEffect(() => {
    if (inlined !== undefined) return;
    let active = true;
    loadApi()
      .then((api) => api.fetchPublicConfig())
      .then(
        (config) => active && setFetched(supportHrefOf(config)),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [inlined]);
  return inlined ?? fetched;
}
