import { defineMessage } from '@i18n/message';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { deadLink } from 'styled-system/recipes';

export type DeadLinkProps = ComponentProps<'span'> & {
  /** Shown as a tooltip so nobody wonders why nothing happens. */
  reason?: string;
};

/**
 * A link-shaped placeholder for destinations the product does not have yet ("Forgot password?",
 * Terms of Service): focusable, announced as a disabled link, and it has nowhere to go.
 */
const notAvailable = defineMessage({
  id: 'ui.deadLink.reason',
  defaultMessage: 'Not available yet',
});

export function DeadLink({ className, reason, title, ...props }: DeadLinkProps) {
  const intl = useIntl();
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <a> without href is not focusable; this link is deliberately disabled.
    <span
      role="link"
      tabIndex={0}
      aria-disabled="true"
      title={title ?? reason ?? intl.formatMessage(notAvailable)}
      className={cx(deadLink(), className)}
      {...props}
    />
  );
}
