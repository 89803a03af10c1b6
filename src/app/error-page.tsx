import { css } from 'styled-system/css';

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
  return (
    <main
      className={css({
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        padding: '6',
        bg: 'bg.canvas',
      })}
    >
      <div className={css({ maxWidth: '32rem', textAlign: 'center' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', marginBottom: '3' })}>
          Unexpected Application Error!
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'lg', marginBottom: '6' })}>
          {describePageError(error)}
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
  );
}

export function NotFoundPage() {
  return <ErrorPage error={{ status: 404, statusText: 'Not Found' }} />;
}
