import { defineMessages } from '@i18n/message';
import { routeById } from '@machines/routes/route-table';
import { useEffect } from 'react';
import { useCurrentPage } from '@/lib/current-page';
import { useText } from '@/lib/i18n/use-text';

const words = defineMessages({
  product: {
    id: 'brand.name',
    defaultMessage: 'herd Health',
    description: "The product's name: keep it as it is in every language.",
  },
  titled: {
    id: 'page.documentTitle',
    defaultMessage: '{page} · herd Health',
    description: "The browser tab's title: the page's own title, then the product's name.",
  },
});

/** Every page names itself in the browser tab and in screen readers' page announcements. */
export function DocumentTitle() {
  const t = useText();
  const page = useCurrentPage();
  // The landing page is the product itself: its tab says only "herd Health".
  const title =
    page && page.id !== 'landing'
      ? t(words.titled, { page: routeById(page.id).title })
      : t(words.product);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
