import { allowing, failing, type Target, took } from './targets';

/**
 * The language menu's paths (issue 28): a language chosen on the sign-in page, in the onboarding
 * wizard's header and on Settings; its texts failing to download, then another language that
 * arrives; another choice while one downloads; and the profile's language shown after signing
 * in on a browser where none was chosen.
 */

const chosen = (locale: string, download = 'arrives') => ({ locale, download });

const journey = (
  id: string,
  given: string,
  title: string,
  allowed: Parameters<typeof allowing>[0],
  reached: Target['reached'],
): Target => ({
  id,
  title,
  kind: 'journey',
  machine: 'language',
  given,
  allow: allowing(allowed),
  reached,
  maxDepth: 3,
});

export const languageTargets: Target[] = [
  failing(
    'language-unavailable',
    'language',
    'visitor',
    'On the sign-in page, a language whose texts cannot be downloaded: "Language not changed" and the page stays in English; another language then arrives and the page speaks it',
    { 'qa.chooseLanguage': [chosen('ar', 'fails'), chosen('es')] },
    (s) =>
      took(
        s,
        { type: 'qa.chooseLanguage', download: 'fails' },
        { type: 'qa.chooseLanguage', download: 'arrives' },
      ),
    3,
  ),
  journey(
    'language-while-loading',
    'visitor',
    'On the sign-in page, Español is slow to download; العربية chosen meanwhile is shown (the latest choice wins)',
    { 'qa.chooseLanguage': [chosen('es', 'slow'), chosen('ar')] },
    (s) => took(s, { type: 'qa.chooseLanguage', download: 'slow' }) && s.expected.language === 'ar',
  ),
  journey(
    'language-of-profile',
    'registered-in-spanish',
    'A patient whose profile keeps Español signs in on a browser where no language was chosen: the app speaks Español',
    { 'qa.login': { password: 'right' } },
    (s) => s.expected.signedIn && s.expected.language === 'es',
  ),
  journey(
    'language-in-onboarding',
    'signed-in-at-personalInfo',
    "Español chosen in the onboarding wizard's header: the step speaks it",
    { 'qa.chooseLanguage': chosen('es') },
    (s) => s.expected.language === 'es',
  ),
  journey(
    'language-in-settings',
    'finished',
    'العربية chosen on Settings: the page speaks it, right to left',
    { 'qa.chooseLanguage': chosen('ar') },
    (s) => s.expected.page === 'dashboardSettings' && s.expected.language === 'ar',
  ),
];
