import { css } from 'styled-system/css';
import { PageHeader } from '@/features/dashboard/page-header';
import { useText } from '@/lib/i18n/use-text';
import { Skeleton } from '@/ui/skeleton';
import { greetingWords } from './greeting';

/**
 * Dashboard Home while the session and profile load: the greeting without the name, its lead line
 * (the page's largest text) and skeletons where the cards will be.
 */
export function HomePending() {
  const t = useText();
  return (
    <>
      <PageHeader title={t(greetingWords.pending)}>{t(greetingWords.lead)}</PageHeader>
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        })}
      >
        <Skeleton className={css({ height: '40', borderRadius: 'xl' })} />
        <Skeleton className={css({ height: '40', borderRadius: 'xl' })} />
      </div>
    </>
  );
}
