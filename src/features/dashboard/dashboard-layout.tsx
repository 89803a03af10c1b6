import type { ReactNode } from 'react';
import { renderMachineLink } from '@/components/machine-link';
import { AppActorContext } from '@/lib/app-actor';
import { useCurrentPage } from '@/lib/current-page';
import { DashboardShell } from './dashboard-shell';

/** The dashboard frame around its pages, wired to the app: links move the machine. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const app = AppActorContext.useActorRef();
  const page = useCurrentPage();
  return (
    <DashboardShell
      currentPath={page?.path ?? ''}
      onLogout={() => app.send({ type: 'auth.logout' })}
      renderLink={renderMachineLink}
    >
      {children}
    </DashboardShell>
  );
}
