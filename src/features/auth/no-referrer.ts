import { useEffect } from 'react';

/**
 * While a page opened by an emailed link is shown, nothing it loads may carry its address in a
 * Referer (the server's Referrer-Policy header covers the first load; this covers the rest).
 */
export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
