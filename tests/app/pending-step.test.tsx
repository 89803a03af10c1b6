import { afterEach, describe, expect, it } from 'vitest';
import { pendingPageOf, pendingStepOf } from '@/app/pending-screen';

describe('the frame shown while the session and profile load', () => {
  afterEach(() => localStorage.clear());

  it('is the step the address names, for a visitor with a session', () => {
    localStorage.setItem('token', 'a-session');
    expect(pendingStepOf('/onboarding/medical-history')).toBe('medicalHistory');
    expect(pendingStepOf('/onboarding/personal-info')).toBe('personalInfo');
  });

  it('is never shown to a visitor without a session, nor off the onboarding steps', () => {
    expect(pendingStepOf('/onboarding/medical-history')).toBeNull();
    localStorage.setItem('token', 'a-session');
    expect(pendingStepOf('/dashboard')).toBeNull();
    expect(pendingStepOf('/auth')).toBeNull();
    expect(pendingStepOf('/no-such-page')).toBeNull();
  });
});

describe('the pages with a frame of their own while nothing is loaded', () => {
  afterEach(() => localStorage.clear());

  it('are the onboarding steps and the dashboard home, for a visitor with a session', () => {
    localStorage.setItem('token', 'a-session');
    expect(pendingPageOf('/onboarding/medical-history')).toBe('medicalHistory');
    expect(pendingPageOf('/dashboard')).toBe('dashboardHome');
    expect(pendingPageOf('/dashboard/settings')).toBeNull();
    expect(pendingPageOf('/auth')).toBeNull();
  });

  it('are none for a visitor without a session', () => {
    expect(pendingPageOf('/dashboard')).toBeNull();
    expect(pendingPageOf('/onboarding')).toBeNull();
  });
});
