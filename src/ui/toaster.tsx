import { defineMessages } from '@i18n/message';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { createStyleContext } from 'styled-system/jsx';
import { toaster } from 'styled-system/recipes';
import { Button } from './button';
import { CloseIcon } from './icons';
import { useSwipeDismiss } from './use-swipe-dismiss';

/** Spec: a toast swiped sideways further than this is dismissed. */
const SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export type ToastView = {
  id: string;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
};

const words = defineMessages({
  region: {
    id: 'ui.toaster.region',
    defaultMessage: 'Notifications ({hotkey})',
    description: '{hotkey} is the key that moves focus to the notifications, F8.',
  },
  close: { id: 'ui.toaster.close', defaultMessage: 'Close notification' },
});

const { withProvider, withContext } = createStyleContext(toaster);
const ToastRoot = withProvider('div', 'root');
const Content = withContext('div', 'content');
const Title = withContext('p', 'title');
const Description = withContext('p', 'description');
const Actions = withContext('div', 'actions');
const CloseTrigger = withContext('button', 'closeTrigger');
const ViewportShell = withProvider('section', 'viewport');

export type ToasterProps = {
  /** The one visible toast (the queue machine decides which), or null. */
  toast: ToastView | null;
  onDismiss: (id: string) => void;
  /** Key that moves focus to the notifications region. */
  hotkey?: string;
  /** Pointer or focus entered the toast: the queue may pause its timer. */
  onPause?: () => void;
  /** Pointer and focus left: the timer may resume. */
  onResume?: () => void;
};

/**
 * Renders a toast; it does not queue or time anything. Both live regions stay mounted so a new
 * message is announced: polite for default toasts, assertive for destructive ones.
 */
export function Toaster({ toast, onDismiss, hotkey = 'F8', onPause, onResume }: ToasterProps) {
  const region = useRef<HTMLElement>(null);
  const intl = useIntl();
  useHotkeyFocus(region, hotkey);
  const placement = useClearOfFocus(toast?.id ?? null, region);
  const variant = toast?.variant ?? 'default';
  return (
    <ViewportShell
      ref={region}
      data-placement={placement}
      tabIndex={-1}
      aria-label={intl.formatMessage(words.region, { hotkey })}
      onPointerEnter={onPause}
      onPointerLeave={onResume}
      onFocus={onPause}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onResume?.();
      }}
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && variant === 'default' && (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        )}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {toast && variant === 'destructive' && (
          <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
        )}
      </div>
    </ViewportShell>
  );
}

/** One toast card, without live region (the Toaster adds that); also used for static previews. */
export function Toast({ toast, onDismiss }: { toast: ToastView; onDismiss: (id: string) => void }) {
  const swipe = useSwipeDismiss(() => onDismiss(toast.id), SWIPE_THRESHOLD_PX);
  const intl = useIntl();
  return (
    <ToastRoot
      variant={toast.variant ?? 'default'}
      data-toast-id={toast.id}
      style={
        swipe.offset
          ? {
              transform: `translateX(${swipe.offset}px)`,
              opacity: 1 - Math.min(Math.abs(swipe.offset) / 200, 0.6),
            }
          : undefined
      }
      {...swipe.handlers}
    >
      <Content>
        {toast.title && <Title>{toast.title}</Title>}
        {toast.description && <Description>{toast.description}</Description>}
        {toast.action && (
          <Actions>
            <Button size="sm" variant="outline" onClick={toast.action.onClick}>
              {toast.action.label}
            </Button>
          </Actions>
        )}
      </Content>
      <CloseTrigger
        type="button"
        aria-label={intl.formatMessage(words.close)}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </CloseTrigger>
    </ToastRoot>
  );
}

/** Panda's `sm` breakpoint: from here on, toasts are in the top corner whatever the focus. */
const wideScreen = '(min-width: 640px)';

/**
 * Phones show a toast at the bottom, above the bars there, where it leaves the top of a new step
 * or page clear; but when the patient is working in the lower half (the State field just chosen),
 * it shows at the top instead. Decided when a toast appears; it does not move while shown. A
 * toast at the bottom also sets `--toast-space` on the page (its height), which the app adds to
 * the page's scroll padding: what is scrolled into view meanwhile (a focused field, a message
 * that just appeared) stops above it. A toast at the top stays below the page's own controls
 * there (`topClearance`).
 */
function useClearOfFocus(
  toastId: string | null,
  region: RefObject<HTMLElement | null>,
): 'top' | 'bottom' {
  const [placement, setPlacement] = useState<'top' | 'bottom'>('bottom');
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (toastId === null) {
      root.style.removeProperty('--toast-space');
      return;
    }
    const focused = document.activeElement;
    const box = focused && focused !== document.body ? focused.getBoundingClientRect() : null;
    const low = box !== null && box.top + box.height / 2 > window.innerHeight / 2;
    const atBottom = !low && !window.matchMedia?.(wideScreen).matches;
    const height = region.current?.getBoundingClientRect().height ?? 0;
    if (atBottom) root.style.setProperty('--toast-space', `${Math.ceil(height)}px`);
    else root.style.removeProperty('--toast-space');
    region.current?.style.setProperty('--toast-top', `${topClearance()}px`);
    setPlacement(low ? 'top' : 'bottom');
  }, [toastId, region]);
  return placement;
}

/**
 * How far down a toast at the top starts: below the controls a page marks with
 * `data-toasts-keep-clear` (the language menu and theme on the sign-in page), while they are on
 * screen. Pages without them keep the corner (the onboarding header's end: a toast lower down
 * would cover the step counter and heading).
 */
function topClearance(): number {
  let bottom = 0;
  for (const element of document.querySelectorAll('[data-toasts-keep-clear]')) {
    bottom = Math.max(bottom, element.getBoundingClientRect().bottom);
  }
  return Math.ceil(bottom);
}

function useHotkeyFocus(region: RefObject<HTMLElement | null>, hotkey: string) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === hotkey) region.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region, hotkey]);
}
