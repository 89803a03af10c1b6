import { useCallback, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { listOutbox, type OutboxEntry, type OutboxMessage, readOutboxMessage } from './outbox-api';

const styles = {
  page: css({
    minHeight: '100dvh',
    bg: 'bg.canvas',
    color: 'fg.default',
    p: { base: '3', md: '6' },
  }),
  header: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'baseline', mb: '4' }),
  title: css({ fontSize: 'xl', fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' }),
  main: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' },
    alignItems: 'start',
  }),
  list: css({ display: 'grid', gap: '2' }),
  item: css({
    textAlign: 'start',
    width: 'full',
    p: '3',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    bg: 'bg.surface',
    cursor: 'pointer',
    _hover: { borderColor: 'accent.default' },
    '&[aria-current=true]': { borderColor: 'accent.default', borderWidth: '2px' },
  }),
  message: css({ bg: 'bg.surface', borderRadius: 'lg', p: '4', display: 'grid', gap: '3' }),
  frame: css({
    width: 'full',
    height: '32rem',
    borderWidth: '1px',
    borderRadius: 'md',
    bg: 'white',
  }),
  text: css({ whiteSpace: 'pre-wrap', fontSize: 'sm', overflowWrap: 'anywhere' }),
  button: css({ textDecoration: 'underline', color: 'accent.text', cursor: 'pointer' }),
};

/**
 * `/dev/mail` (`npm run dev` without SMTP_URL): the messages the server wrote to
 * DATA_DIR/outbox, newest first, each shown as HTML (links open in a new tab) and plain text.
 */
export default function DevMailPage() {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  const [folder, setFolder] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  const refresh = useCallback(() => {
    listOutbox()
      .then((answer) => {
        setEntries(answer.messages);
        setFolder(answer.folder);
        setError(null);
      })
      .catch((failure: Error) => setError(failure.message));
  }, []);
  useEffect(() => refresh(), [refresh]);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Outbox</h1>
        <p className={styles.muted}>
          Mail the server wrote instead of sending it (no SMTP_URL): {folder || '...'}
        </p>
        <button type="button" className={styles.button} onClick={refresh}>
          Refresh
        </button>
      </header>
      {error && (
        <p role="alert">
          The outbox could not be read ({error}). It is shown by `npm run dev` without SMTP_URL.
        </p>
      )}
      <main className={styles.main}>
        <nav aria-label="Messages">
          {entries?.length === 0 && <p className={styles.muted}>No mail yet.</p>}
          <ul className={styles.list}>
            {entries?.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-current={open?.id === entry.id}
                  onClick={() =>
                    readOutboxMessage(entry.id)
                      .then(setOpen)
                      .catch((failure: Error) => setError(failure.message))
                  }
                >
                  <strong>{entry.subject}</strong>
                  <span className={styles.muted}>
                    <br />
                    {entry.to} · {entry.date ? new Date(entry.date).toLocaleString() : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {open && (
          <article className={styles.message} aria-label={open.subject}>
            <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{open.subject}</h2>
            <p className={styles.muted}>
              From {open.from} to {open.to}
            </p>
            {open.html && (
              <iframe
                title={`${open.subject} (HTML)`}
                className={styles.frame}
                // The message's own markup, without scripts; its links open in a new tab.
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={open.html.replace('<head>', '<head><base target="_blank">')}
              />
            )}
            <pre className={styles.text}>{open.text}</pre>
          </article>
        )}
      </main>
    </div>
  );
}
