import { type RenderOptions, render as renderWithoutIntl } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { intlFor } from '@/lib/i18n/intl';
import { AppIntlProvider } from '@/lib/i18n/intl-provider';

export { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

/** The app's words in English, as the spec has them (setup-dom.ts loads the catalogue). */
export function English({ children }: { children: ReactNode }) {
  return <AppIntlProvider intl={intlFor('en')}>{children}</AppIntlProvider>;
}

/** Testing Library's render, inside the English catalogue (the app's own provider does it there). */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithoutIntl(ui, { wrapper: English, ...options });
}
