import { lazy, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { withPendingContent } from '@/app/pending-content';
import { act, render, screen } from '../support/render';

function Frame({ children }: { children: ReactNode }) {
  return <main aria-label="frame">{children}</main>;
}
const Framed = withPendingContent(Frame);

describe('withPendingContent (a signed-in frame with what stands in for its page)', () => {
  it('shows the home greeting inside the frame while there is no page yet', () => {
    render(<Framed page="dashboardHome" pending="dashboardHome" />);
    expect(screen.getByRole('main', { name: 'frame' }).textContent).toContain('Welcome back');
  });

  it("shows a step's form skeleton while the page's code loads, then the page, in the same frame", async () => {
    let arrive: (value: string) => void = () => {};
    const code = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const SlowPage = lazy(() => code.then((text) => ({ default: () => <p>{text}</p> })));
    render(
      <Framed page="personalInfo" pending={null}>
        <SlowPage />
      </Framed>,
    );
    const frame = screen.getByRole('main', { name: 'frame' });
    expect(frame.querySelectorAll('[aria-hidden="true"]')).toHaveLength(3);
    await act(async () => arrive('The step'));
    expect(await screen.findByText('The step')).toBeTruthy();
    expect(screen.getByRole('main', { name: 'frame' })).toBe(frame);
    expect(frame.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });
});
