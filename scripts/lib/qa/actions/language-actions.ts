import { isOnboardingStepId } from '@contract/onboarding/steps';
import { languageName } from '@i18n/language-names';
import { supportedLocales } from '@i18n/locales';
import { line, quoted, type StepLine } from '../gherkin/lines';
import { accepts, type QaAction, type QaEvent, type QaState, qaEvent } from '../qa-types';

/**
 * The language menu (issue 28): on the sign-in page, in the onboarding wizard's header and on
 * Settings. A language's texts are a chunk of the app the browser downloads first: it arrives,
 * the browser cannot download it ("Language not changed"), or it is slow, so the patient can
 * choose another while it loads.
 */

type Download = 'arrives' | 'fails' | 'slow';

/** The pages that show the language menu. */
function showsMenu(state: QaState): boolean {
  const page = state.view.page?.id;
  if (!page) return false;
  if (page === 'auth' || page === 'dashboardSettings') return true;
  return isOnboardingStepId(page) && state.view.facts.signedIn;
}

/** The language on screen: the one kept on this device, else the browser's (English). */
const languageOnScreen = (state: QaState): string => state.world.language ?? 'en';

export const chooseLanguage: QaAction = {
  type: 'qa.chooseLanguage',
  offers: (state) => {
    if (!showsMenu(state) || !accepts(state, 'language', 'language.chosen')) return [];
    const { fail, slow } = state.world.catalogues;
    const loading = JSON.stringify(state.view.machines.language?.value) === '"loading"';
    const others = supportedLocales.filter(
      (locale) =>
        locale !== languageOnScreen(state) && !fail.includes(locale) && !slow.includes(locale),
    );
    // While one loads, another choice is one that arrives (the latest wins).
    const downloads: Download[] = loading ? ['arrives'] : ['arrives', 'fails', 'slow'];
    return others.flatMap((locale) =>
      downloads.map((download) => qaEvent('qa.chooseLanguage', { locale, download })),
    );
  },
  perform: (step, event) => {
    const locale = String(event.locale);
    const { fail, slow } = step.world.catalogues;
    if (event.download === 'fails') {
      step.world = { ...step.world, catalogues: { fail: [...fail, locale], slow } };
    }
    if (event.download === 'slow') {
      step.world = { ...step.world, catalogues: { fail, slow: [...slow, locale] } };
    }
    step.send('language', { type: 'language.chosen', locale });
  },
  when: (event: QaEvent) => {
    const name = languageName(String(event.locale));
    if (event.download === 'fails') {
      return `the patient chooses ${name} in the language menu, and its texts cannot be downloaded`;
    }
    if (event.download === 'slow') {
      return `the patient chooses ${name} in the language menu, and its texts are slow to download`;
    }
    return `the patient chooses ${name} in the language menu`;
  },
  steps: (event) => {
    const name = quoted(languageName(String(event.locale)));
    const lines: StepLine[] = [];
    if (event.download === 'fails')
      lines.push(line(`the browser cannot download the language ${name}`));
    if (event.download === 'slow') lines.push(line(`the language ${name} is slow to download`));
    return [...lines, line(`the patient chooses ${name} in the language menu`)];
  },
};
