import { selectVisibleToast } from '@machines/toast/selectors';
import type { toastMachine } from '@machines/toast/toast.machine';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppActorContext } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { importOnline } from '@/lib/import-online';

type ToastRef = ActorRefFrom<typeof toastMachine>;

// The toaster's code loads right after the first paint, not with it (bundle budget). Its live
// regions are then mounted before any message, so screen readers announce every toast. Offline
// at that moment, it is asked for again every few seconds: a failed chunk would otherwise take
// the whole app down to the error page (found by the QA paths, "the browser goes offline").
const retryDelayMs = 3000;
const importToaster = importOnline(() => import('@/ui/toaster'));
const loadToaster = (): Promise<typeof import('@/ui/toaster')> =>
  importToaster().catch(
    () => new Promise((resolve) => setTimeout(() => resolve(loadToaster()), retryDelayMs)),
  );
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/** Renders the toast machine's one visible toast, worded in the patient's language. */
export function ToastViewport() {
  const toastRef = AppActorContext.useSelector(
    (snapshot) => snapshot.children.toast as ToastRef | undefined,
  );
  const toast = useSelector(toastRef, (snapshot) =>
    snapshot ? selectVisibleToast(snapshot) : null,
  );
  const t = useText();
  const [afterFirstPaint, setAfterFirstPaint] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfterFirstPaint(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!toastRef || (!afterFirstPaint && !toast)) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        toast={
          toast && {
            id: toast.id,
            variant: toast.variant,
            ...(toast.title ? { title: t(toast.title) } : {}),
            ...(toast.description ? { description: t(toast.description) } : {}),
          }
        }
        onDismiss={() => toastRef.send({ type: 'toast.dismissed' })}
        onPause={() => toastRef.send({ type: 'toast.paused' })}
        onResume={() => toastRef.send({ type: 'toast.resumed' })}
      />
    </Suspense>
  );
}
