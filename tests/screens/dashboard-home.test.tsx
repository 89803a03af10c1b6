import { emptyProfile } from '@contract/profile/profile';
import { english } from '@i18n/english';
import { verbatim } from '@i18n/verbatim';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/features/dashboard/home/home-page';
import {
  type CompletionSection,
  profileCompletion,
} from '@/features/dashboard/home/profile-completion';
import { expectNoAxeViolations } from '../support/axe';
import { render, screen, within } from '../support/render';

const threeOfFour: CompletionSection[] = [
  { name: verbatim('Personal'), section: 'personalInfo', complete: true },
  { name: verbatim('Medical'), section: 'medicalCondition', complete: true },
  { name: verbatim('Genetic'), section: 'medicalChecklist', complete: true },
  { name: verbatim('Family History'), section: 'medicalHistory', complete: false },
];

function card(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { name: title });
  const section = heading.closest('section');
  if (!section) throw new Error(`No card around ${title}`);
  return section;
}

describe('HomePage', () => {
  it('greets by first name and shows the upcoming appointment', async () => {
    const { container } = render(
      <HomePage firstName="Ada" appointmentDate="2026-05-07T14:30:00" completion={threeOfFour} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
    const upcoming = card('Upcoming Genetic Counseling');
    expect(within(upcoming).getByText('Virtual appointment')).toBeInTheDocument();
    // With the zone the device names (issue 30 row 10): "EDT" in Detroit, "UTC" on CI.
    expect(
      within(upcoming).getByText(
        /^May 7, 2026 at 2:30 PM (?:[A-Z]{2,5}|GMT[+-]\d{1,2}(?::\d\d)?)$/,
      ),
    ).toBeInTheDocument();
    expect(within(upcoming).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/dashboard/calendar',
    );
    await expectNoAxeViolations(container);
  });

  it('greets "there" and hides the appointment card when there is none', () => {
    render(<HomePage firstName="  " appointmentDate={null} completion={threeOfFour} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, there' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Upcoming Genetic Counseling' })).toBeNull();
  });

  it('shows the profile completion it is given, with Complete on the unfinished section', async () => {
    const onCompleteProfile = vi.fn();
    render(
      <HomePage
        firstName="Ada"
        appointmentDate={null}
        completion={threeOfFour}
        onCompleteProfile={onCompleteProfile}
      />,
    );
    const completion = card('Profile Completion');
    expect(within(completion).getByText('3/4 sections complete')).toBeInTheDocument();
    expect(within(completion).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(completion).getByText('75%')).toBeInTheDocument();
    // Done sections say "Done", a word apart from the "Complete" button (issue 30 row 12).
    expect(within(completion).getAllByText('Done', { selector: 'span' })).toHaveLength(3);
    expect(within(completion).queryAllByText('Complete', { selector: 'span' })).toHaveLength(0);
    await userEvent.click(
      within(completion).getByRole('button', { name: 'Complete Family History' }),
    );
    expect(onCompleteProfile).toHaveBeenCalledWith(threeOfFour[3]);
  });

  it('shows two recent messages and three health resources', () => {
    render(<HomePage firstName="Ada" appointmentDate={null} completion={threeOfFour} />);
    const messages = card('Recent Messages');
    expect(within(messages).getAllByRole('listitem')).toHaveLength(2);
    expect(within(messages).getByRole('link', { name: 'View All Messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
    const resources = card('Health Resources');
    expect(
      within(resources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Understanding Genetic Testing5 min read'),
      expect.stringContaining('Support Groups for Rare Conditions'),
      expect.stringContaining('Nutrition Guidelines'),
    ]);
  });

  it('keeps the card when the stored date is unreadable', () => {
    render(<HomePage firstName="Ada" appointmentDate="someday" completion={threeOfFour} />);
    expect(
      within(card('Upcoming Genetic Counseling')).getByText('Date to be confirmed'),
    ).toBeVisible();
  });
});

describe('profileCompletion', () => {
  const complete = (sections: CompletionSection[]) =>
    sections.filter((section) => section.complete).map((section) => english(section.name));

  it('counts nothing for a new account', () => {
    expect(complete(profileCompletion(emptyProfile('ada@example.com', 'Ada')))).toEqual([]);
  });

  it('judges each section from what the patient saved', () => {
    const profile = {
      ...emptyProfile('ada@example.com'),
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-01-02',
      gender: 'female',
      state: 'MI',
      primarySymptoms: ['Fatigue'],
      checklistItems: ['Seizures'],
      familyHistory: 'No family history provided',
    };
    expect(complete(profileCompletion(profile))).toEqual(['Personal', 'Medical', 'Genetic']);
    expect(
      complete(profileCompletion({ ...profile, familyHistory: 'Mother: epilepsy', state: ' ' })),
    ).toEqual(['Medical', 'Genetic', 'Family History']);
  });
});
