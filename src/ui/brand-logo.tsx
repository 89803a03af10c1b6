import { css } from 'styled-system/css';

/** The herd Health "H" mark alone (the favicon), for places that spell the name out beside it. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className={css({ fill: 'accent.default' })} />
      <path
        d="M9 22V10m0 6h14m0-6v12"
        strokeWidth="3"
        strokeLinecap="round"
        className={css({ stroke: 'accent.fg' })}
      />
    </svg>
  );
}

/** The mark and the wordmark "herd Health". */
export function BrandLogo() {
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2.5',
        fontWeight: 'bold',
        fontSize: 'lg',
        color: 'fg.default',
      })}
    >
      <BrandMark />
      {/* The product's name reads the same in every language (and translation tools leave it). */}
      <span translate="no">
        herd <span className={css({ color: 'accent.text' })}>Health</span>
      </span>
    </span>
  );
}
