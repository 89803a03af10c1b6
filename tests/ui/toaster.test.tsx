import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/ui';
import { expectNoAxeViolations } from '../support/axe';
import { fireEvent, render, screen, within } from '../support/render';

describe('Toaster', () => {
  it('renders a default toast in the polite region and dismisses it', async () => {
    const onDismiss = vi.fn();
    const { container } = render(
      <Toaster
        toast={{
          id: 't1',
          title: 'Logged out',
          description: 'You have been successfully logged out.',
        }}
        onDismiss={onDismiss}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Logged out')).toBeVisible();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onDismiss).toHaveBeenCalledWith('t1');
    await expectNoAxeViolations(container);
  });

  it('puts destructive toasts in the assertive region, keyboard-dismissable', async () => {
    const onDismiss = vi.fn();
    const { container } = render(
      <Toaster
        toast={{
          id: 't2',
          variant: 'destructive',
          title: 'Save Failed',
          description: 'Please try again.',
        }}
        onDismiss={onDismiss}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Save Failed')).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith('t2');
    await expectNoAxeViolations(container);
  });

  it('keeps empty live regions mounted and focuses them with F8', async () => {
    render(<Toaster toast={null} onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('runs the optional action', async () => {
    const onClick = vi.fn();
    render(
      <Toaster
        toast={{ id: 't3', title: 'Saved', action: { label: 'Undo', onClick } }}
        onDismiss={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('Toast swipe', () => {
  const swipe = (element: Element, distance: number) => {
    fireEvent.pointerDown(element, { clientX: 100 });
    fireEvent.pointerMove(element, { clientX: 100 + distance });
    fireEvent.pointerUp(element, { clientX: 100 + distance });
  };

  it('dismisses after a swipe longer than 50px, not after a shorter one', () => {
    const onDismiss = vi.fn();
    render(<Toaster toast={{ id: 's1', title: 'Saved' }} onDismiss={onDismiss} />);
    const card = screen.getByText('Saved').closest('[data-toast-id]') ?? document.body;
    swipe(card, 40);
    expect(onDismiss).not.toHaveBeenCalled();
    swipe(card, -60);
    expect(onDismiss).toHaveBeenCalledWith('s1');
  });
});

describe('Toaster pause and resume', () => {
  it('reports pause while focus is inside and resume when it leaves', async () => {
    const onPause = vi.fn();
    const onResume = vi.fn();
    render(
      <>
        <Toaster
          toast={{ id: 'p1', title: 'Saved' }}
          onDismiss={() => {}}
          onPause={onPause}
          onResume={onResume}
        />
        <button type="button">Elsewhere</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close notification' })).toHaveFocus();
    expect(onPause).toHaveBeenCalled();
    expect(onResume).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(onResume).toHaveBeenCalledOnce();
  });
});
