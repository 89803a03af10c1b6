import type { ReactNode } from 'react';
import { pathFromSnapshot } from '../../../../machines/routes';
import { AppActorContext } from '../../../app/app-actor-context';
import { renderRouterLink } from '../../../app/router-link';
import { DashboardShell } from '../dashboard-shell';

export default function DashboardLayoutRoute({ children }: { children: ReactNode }) {
  const app = AppActorContext.useActorRef();
  const currentPath = AppActorContext.useSelector(pathFromSnapshot) ?? '';
  return (
    <DashboardShell
      currentPath={currentPath}
      onLogout={() => app.send({ type: 'auth.logout' })}
      renderLink={renderRouterLink}
    >
      {children}
    </DashboardShell>
  );
}
