import { defineMessages, type Message } from '@i18n/message';
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { BrandLogo } from '@/ui/brand-logo';

const words = defineMessages({
  title: { id: 'errorPage.title', defaultMessage: 'Unexpected Application Error!' },
  fallback: { id: 'errorPage.fallback', defaultMessage: 'Something went wrong.' },
  notFound: { id: 'errorPage.notFound', defaultMessage: 'Not Found' },
  documentTitle: {
    id: 'errorPage.documentTitle',
    defaultMessage: '{description} · herd Health',
    description: "The browser tab's title on the error page.",
  },
  home: { id: 'errorPage.home', defaultMessage: 'herd Health home' },
  goHome: { id: 'errorPage.goHome', defaultMessage: 'Go to the home page' },
});

/** What the error page shows: "status text" for HTTP-like errors, else the message. */
export interface PageError {
  status?: number;
  statusText?: Message;
  message?: string;
}

/**
 * The status and its text ("404 Not Found"), or the error's message: the spec's "error status and
 * text or message". A render error's message is the program's, shown as it is.
 */
function describePageError(error: PageError, t: (message: Message) => string): string {
  if (error.status !== undefined) {
    return `${error.status} ${error.statusText ? t(error.statusText) : ''}`.trim();
  }
  return error.message || t(words.fallback);
}

export function ErrorPage({ error }: { error: PageError }) {
  const t = useText();
  const description = describePageError(error, t);
  const documentTitle = t(words.documentTitle, { description });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <div
      className={css({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bg: 'bg.canvas',
      })}
    >
      <header
        className={css({
          px: { base: '4', md: '8' },
          py: '3',
          bg: 'bg.surface',
          borderBottomWidth: '1px',
          borderColor: 'border.subtle',
        })}
      >
        <a href="/" aria-label={t(words.home)} className={css({ display: 'inline-flex' })}>
          <BrandLogo />
        </a>
      </header>
      <main
        className={css({
          flex: '1',
          display: 'grid',
          placeItems: 'center',
          padding: '6',
        })}
      >
        <div className={css({ maxWidth: '32rem', textAlign: 'center' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', marginBottom: '3' })}>
            {t(words.title)}
          </h1>
          <p className={css({ color: 'fg.muted', fontSize: 'lg', marginBottom: '6' })}>
            {description}
          </p>
          <a
            href="/"
            className={css({
              color: 'accent.text',
              fontWeight: 'semibold',
              textDecoration: 'underline',
            })}
          >
            {t(words.goHome)}
          </a>
        </div>
      </main>
    </div>
  );
}

export function NotFoundPage() {
  return <ErrorPage error={{ status: 404, statusText: words.notFound }} />;
}
