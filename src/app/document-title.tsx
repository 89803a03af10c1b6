import { routeById } from '@machines/routes/route-table';
import { useEffect } from 'react';
import { useCurrentPage } from '@/lib/current-page';

const product = 'herd Health';

/** Every page names itself in the browser tab and in screen readers' page announcements. */
export function DocumentTitle({ fallback }: { fallback?: string }) {
  const page = useCurrentPage();
  const title = page ? routeById(page.id).title : fallback;
  useEffect(() => {
    document.title = title && title !== product ? `${title} · ${product}` : product;
  }, [title]);
  return null;
}
