import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { BrandLogo } from '@/ui/brand-logo';

/** What the error page shows: "status text" for HTTP-like errors, else the message. */
export interface PageError {
  status?: number;
  statusText?: string;
  message?: string;
}

export function describePageError(error: PageError): string {
  if (error.status !== undefined) return `${error.status} ${error.statusText ?? ''}`.trim();
  return error.message || 'Something went wrong.';
}

export function ErrorPage({ error }: { error: PageError }) {
  const description = describePageError(error);
  useEffect(() => {
    document.title = `${description} · herd Health`;
  }, [description]);
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
        <a href="/" aria-label="herd Health home" className={css({ display: 'inline-flex' })}>
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
            Unexpected Application Error!
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
            Go to the home page
          </a>
        </div>
      </main>
    </div>
  );
}

export function NotFoundPage() {
  return <ErrorPage error={{ status: 404, statusText: 'Not Found' }} />;
}
