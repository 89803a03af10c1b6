import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { SupportLink } from '@/components/support-link';
import { Button } from '@/ui';
import { BrandLogo } from '@/ui/brand-logo';

/** Brand on the left; Support (new tab) and Logout on the right. */
export function OnboardingHeader({ onLogout }: { onLogout(): void }) {
  return (
    <header
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        px: { base: '4', md: '8' },
        py: '3',
        bg: 'bg.surface',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <BrandLogo />
      <nav aria-label="Account" className={css({ display: 'flex', gap: '2' })}>
        <SupportLink className={button({ variant: 'ghost', size: 'sm' })} />
        <Button variant="outline" size="sm" onClick={onLogout}>
          Logout
        </Button>
      </nav>
    </header>
  );
}
