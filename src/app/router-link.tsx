import { Link } from 'react-router-dom';
import type { LinkRenderProps } from '../features/dashboard/render-link';

/**
 * In-app links: a click changes the URL without a page load, and route sync turns that URL into
 * an `xstate.route` event the machine may accept or refuse.
 */
export function renderRouterLink({ to, ...props }: LinkRenderProps) {
  return <Link to={to} {...props} />;
}
