import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { type SkeletonVariantProps, skeleton } from 'styled-system/recipes';

export type SkeletonProps = HTMLArkProps<'div'> & SkeletonVariantProps;

/** Decorative placeholder; pair it with a busy region or a status text for screen readers. */
export function Skeleton({ shape, className, ...props }: SkeletonProps) {
  return <ark.div aria-hidden="true" className={cx(skeleton({ shape }), className)} {...props} />;
}
