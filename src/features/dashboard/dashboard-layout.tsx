import { selectIsSignedIn } from '@machines/app/selectors';
import type { ReactNode } from 'react';
import { renderMachineLink } from '@/components/machine-link';
import { AppActorContext } from '@/lib/app-actor';
import { useCurrentPage } from '@/lib/current-page';
import { DashboardShell } from './dashboard-shell';

/** The dashboard frame around its pages, wired to the app: links move the machine. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  const app = AppActorContext.useActorRef();
  const signedIn = AppActorContext.useSelector(selectIsSignedIn);
  const page = useCurrentPage();
  return (
    <DashboardShell
      currentPath={page?.path ?? ''}
      onLogout={signedIn ? () => app.send({ type: 'auth.logout' }) : null}
      renderLink={renderMachineLink}
    >
      {children}
    </DashboardShell>
  );
}
