import { Outlet, useLocation } from 'react-router-dom';
import { AppActorContext } from '../../../app/app-actor-context';
import { renderRouterLink } from '../../../app/router-link';
import { DashboardShell } from '../dashboard-shell';

export default function DashboardLayoutRoute() {
  const app = AppActorContext.useActorRef();
  const { pathname } = useLocation();
  return (
    <DashboardShell
      currentPath={pathname}
      onLogout={() => app.send({ type: 'auth.logout' })}
      renderLink={renderRouterLink}
    >
      <Outlet />
    </DashboardShell>
  );
}
