import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Button, MoonIcon, SunIcon, Toaster, type ToastView } from '@/ui';
import { ActionsSection } from './gallery-actions';
import { ContentSection } from './gallery-content';
import { FeedbackSection } from './gallery-feedback';
import { FormsSection } from './gallery-forms';

type Theme = 'light' | 'dark';

const readTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light';

function applyTheme(theme: Theme) {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

const page = css({ minHeight: '100dvh', bg: 'bg.canvas', color: 'fg.default' });
const header = css({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  px: { base: '4', md: '8' },
  py: '3',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
});
const panels = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' },
});
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  p: { base: '4', md: '8' },
  bg: 'bg.canvas',
  color: 'fg.default',
  minWidth: '0',
});
const panelHeading = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' });

function Panel({
  theme,
  mirror,
  onToast,
}: {
  theme: Theme;
  mirror?: boolean;
  onToast: (toast: ToastView) => void;
}) {
  return (
    <section
      aria-label={`${theme === 'dark' ? 'Dark' : 'Light'} theme`}
      className={cx(
        mirror ? theme : undefined,
        panel,
        mirror && css({ display: { base: 'none', xl: 'flex' } }),
      )}
      style={mirror ? { colorScheme: theme } : undefined}
    >
      <p className={panelHeading}>{theme === 'dark' ? 'Dark' : 'Light'} theme</p>
      <ActionsSection />
      <FormsSection />
      <FeedbackSection onToast={onToast} />
      <ContentSection />
    </section>
  );
}

/** Development-only page (/dev/ui): every ui component, in the page theme and (wide screens) the other. */
export default function UiGallery() {
  const [theme, setTheme] = useState<Theme>(readTheme);
  const [toast, setToast] = useState<ToastView | null>(null);
  useEffect(() => applyTheme(theme), [theme]);
  const other: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <div className={page}>
      <header className={header}>
        <h1 className={css({ fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold' })}>
          herd Health design system
        </h1>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setTheme(other)}
          aria-label={`Switch page to ${other} theme`}
        >
          {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
          {other === 'dark' ? 'Dark' : 'Light'}
        </Button>
      </header>
      <main className={panels}>
        <Panel theme={theme} onToast={setToast} />
        <Panel theme={other} mirror onToast={setToast} />
      </main>
      <Toaster toast={toast} onDismiss={() => setToast(null)} />
    </div>
  );
}
