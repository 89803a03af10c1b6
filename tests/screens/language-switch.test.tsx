import { emptyProfile } from '@contract/profile/profile';
import { onboardingMachine } from '@machines/onboarding/onboarding.machine';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { I18nProvider } from '@/app/i18n-provider';
import { SignInPage } from '@/features/auth/sign-in-page';
import { OnboardingLayout } from '@/features/onboarding/onboarding-layout';
import OnboardingStepPage from '@/features/onboarding/step-page';
import { AppActorContext } from '@/lib/app-actor';
import { availableLocales } from '@/lib/i18n/catalogues';
import { render, screen, waitFor } from '../support/render';
import { inertBooking, recordingSaveAnswers, signedInAppLogic } from './app-doubles';

/** English on screen; the pseudo-locales stand in for Spanish and Arabic until phase B. */
const languageInput = { locale: 'en', chosen: false, available: availableLocales() };

function renderStepOne(onLanguageSaved: (locale: string) => void = () => {}) {
  const logic = signedInAppLogic({
    profile: { ...emptyProfile('ada@example.com', 'Ada Lovelace'), language: 'en' },
    resumeAt: 'personalInfo',
    area: {
      onboarding: onboardingMachine.provide({
        actors: {
          saveAnswers: recordingSaveAnswers(() => {}),
          upload: fromPromise(async () => {}) as never,
          booking: inertBooking,
        },
      }),
    },
    onSessionEnded: () => {},
    onLanguageSaved,
  });
  return render(
    <AppActorContext.Provider logic={logic} options={{ input: { language: languageInput } }}>
      <I18nProvider initial="en">
        <OnboardingLayout>
          <OnboardingStepPage />
        </OnboardingLayout>
      </I18nProvider>
    </AppActorContext.Provider>,
  );
}

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('choosing the language', () => {
  it('switches a half-filled step at once, keeping every answer typed so far', async () => {
    const saved: string[] = [];
    const user = userEvent.setup();
    renderStepOne((locale) => saved.push(locale));
    await screen.findByRole('heading', { level: 1, name: 'Personal Information' });
    const firstName = screen.getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.type(screen.getByLabelText('Preferred pronouns'), 'she/her');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en-XB');

    // en-XB: every message wrapped in right-to-left marks, and the page turned right to left.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('en-XB');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('\u202ePersonal Information\u202c');
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => (input as HTMLInputElement).value)).toEqual(
      expect.arrayContaining(['Augusta', 'Lovelace', 'she/her']),
    );
    expect(localStorage.getItem('language')).toBe('en-XB');
    // The profile keeps the language too (mail and exports use it).
    expect(saved).toEqual(['en-XB']);
  });

  it('keeps what was typed on the sign-in page too', async () => {
    const user = userEvent.setup();
    const logic = signedInAppLogic({
      profile: emptyProfile(),
      resumeAt: null,
      area: { onboarding: onboardingMachine },
      onSessionEnded: () => {},
    });
    render(
      <AppActorContext.Provider logic={logic} options={{ input: { language: languageInput } }}>
        <I18nProvider initial="en">
          <MemoryRouter>
            <SignInPage />
          </MemoryRouter>
        </I18nProvider>
      </AppActorContext.Provider>,
    );
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'en-XA');

    await waitFor(() => expect(document.documentElement.lang).toBe('en-XA'));
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('[Ŀǿɠīƞ]');
    expect(screen.getByRole('textbox', { name: '[Ḗḿȧīŀ]' })).toHaveValue('ada@example.com');
  });
});
