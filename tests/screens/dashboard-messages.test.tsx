import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MessagesPage } from '@/features/dashboard/messages/messages-page';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, waitFor, within } from '../support/render';

const fixedNow = () => new Date(2026, 2, 4, 14, 5);

describe('MessagesPage', () => {
  it('lists sample conversations and shows the first thread', async () => {
    const { container } = render(<MessagesPage now={fixedNow} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const list = screen.getByRole('tabpanel');
    const contacts = within(list).getAllByRole('button');
    expect(contacts).toHaveLength(3);
    expect(contacts[0]).toHaveAttribute('aria-current', 'true');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(log).getByText(/look forward to our genetic counseling session/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('shows "No unread messages" on the Unread tab', async () => {
    const user = userEvent.setup();
    render(<MessagesPage />);
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(screen.getByText('No unread messages')).toBeVisible());
  });

  it('filters contacts by the search box', async () => {
    const user = userEvent.setup();
    render(<MessagesPage />);
    const search = screen.getByRole('searchbox', { name: 'Search conversations' });
    await user.type(search, 'neuro');
    const list = screen.getByRole('tabpanel');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Dr. Michael Chen')]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(within(list).getByText('No conversations match "zzz".')).toBeVisible();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and clears the box', async () => {
    const user = userEvent.setup();
    render(<MessagesPage now={fixedNow} />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send message' });
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);

    await user.clear(box);
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(send).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(send).toBeDisabled();
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[3]?.querySelector('p')?.textContent).toBe('First line\nsecond line');
    expect(items[3]).toHaveTextContent('2:05 PM');
  });

  it('sends with the button and keeps threads apart per contact', async () => {
    const user = userEvent.setup();
    render(<MessagesPage now={fixedNow} />);
    await user.click(screen.getByRole('button', { name: /Care Team/ }));
    expect(screen.getByRole('heading', { level: 2, name: 'Care Team' })).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Done, thanks');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const log = screen.getByRole('log');
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(log).getByText('Done, thanks')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Dr\. Sarah Johnson/ }));
    expect(within(screen.getByRole('log')).queryByText('Done, thanks')).toBeNull();
  });
});
