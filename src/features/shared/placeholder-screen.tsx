import { css } from 'styled-system/css';

/** Temporary body of a route whose screen is built in the screens issue. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <main className={css({ padding: '8', maxWidth: '40rem', marginInline: 'auto' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{title}</h1>
    </main>
  );
}
