import { defaultLocale } from '@i18n/locales';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadForAddress } from './app/boot-preload';
import { applyLanguage, initialLocale } from './app/effects/language-effects';
import { loadCatalogue } from './lib/i18n/catalogues';
import './index.css';

preloadForAddress(window.location.pathname);
// Only the patient's language is downloaded; the page's loader has usually fetched it already.
// Should it fail to arrive, the app opens in English rather than not at all.
const locale = await loadCatalogue(initialLocale()).then(
  () => initialLocale(),
  () => loadCatalogue(defaultLocale).then(() => defaultLocale),
);
applyLanguage(locale);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
