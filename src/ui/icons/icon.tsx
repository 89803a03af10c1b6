import type { SVGProps } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * Decorative line icons (24px grid, currentColor). Always aria-hidden: meaning lives in text.
 * One file per icon, so a page's chunk carries only the icons it draws.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Icon({ size = 20, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * Icons that point somewhere (back, forward, out, send) point the other way in a right-to-left
 * page (Arabic): "previous" is to the right there.
 */
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });

export function DirectionalIcon({ className, ...props }: IconProps) {
  return <Icon className={cx(mirrored, className)} {...props} />;
}
