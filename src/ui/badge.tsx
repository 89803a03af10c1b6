import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { type BadgeVariantProps, badge } from 'styled-system/recipes';

export type BadgeProps = HTMLArkProps<'span'> & BadgeVariantProps;

export function Badge({ tone, className, ...props }: BadgeProps) {
  return <ark.span className={cx(badge({ tone }), className)} {...props} />;
}
