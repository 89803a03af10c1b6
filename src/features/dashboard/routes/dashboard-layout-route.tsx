import type { ReactNode } from 'react';
import { pathFromSnapshot } from '../../../../machines/routes';
import { AppActorContext } from '../../../app/app-actor-context';
import { renderMachineLink } from '../../../app/machine-link';
import { DashboardShell } from '../dashboard-shell';

export default function DashboardLayoutRoute({ children }: { children: ReactNode }) {
  const app = AppActorContext.useActorRef();
  const currentPath = AppActorContext.useSelector(pathFromSnapshot) ?? '';
  return (
    <DashboardShell
      currentPath={currentPath}
      onLogout={() => app.send({ type: 'auth.logout' })}
      renderLink={renderMachineLink}
    >
      {children}
    </DashboardShell>
  );
}
