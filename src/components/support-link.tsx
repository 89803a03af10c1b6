import { defineMessages } from '@i18n/message';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useText } from '@/lib/i18n/use-text';
import { useSupportHref } from '@/lib/support-link';
import { DeadLink } from '@/ui/dead-link';

const words = defineMessages({
  support: { id: 'app.support', defaultMessage: 'Support' },
  newTab: { id: 'app.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  notSetUp: {
    id: 'app.support.notSetUp',
    defaultMessage: 'Support is not set up on this server yet',
  },
});

const srOnly = css({ srOnly: true });
const plainLinkClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '11',
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  borderRadius: 'sm',
});

interface SupportLinkProps {
  /** The link's look (a header button, a sidebar item); a plain link by default. */
  className?: string;
  /** "Support" unless given ("Contact Support" on the sign-in page). */
  label?: string;
  /** Drawn before the label (the sidebar's icon). */
  icon?: ReactNode;
  /** The address to use instead of the server's settings (tests, previews). */
  href?: string | null;
}

/**
 * "Support": the page the server names (SUPPORT_URL, in a new tab) or a mail to its address
 * (SUPPORT_EMAIL); a link-shaped placeholder that says why when neither is set.
 */
export function SupportLink({ className, label: givenLabel, icon, href: given }: SupportLinkProps) {
  const t = useText();
  const label = givenLabel ?? t(words.support);
  const configured = useSupportHref();
  const href = given === undefined ? configured : given;
  const liveClass = className ?? plainLinkClass;
  if (!href) {
    return (
      <DeadLink className={className} reason={t(words.notSetUp)}>
        {icon}
        {label}
      </DeadLink>
    );
  }
  if (href.startsWith('mailto:')) {
    return (
      <a href={href} className={liveClass}>
        {icon}
        {label}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={liveClass}>
      {icon}
      {label}
      <span className={srOnly}>{` ${t(words.newTab)}`}</span>
    </a>
  );
}
