import { oidcIssuer } from '../support/oidc';
import { buttonNamed } from './controls';
import { When } from './fixtures';

/**
 * "Continue with Google": the browser leaves for the OpenID provider (in the BDD run the local
 * stand-in for Google, e2e/support/oidc-provider.mjs), which answers for the named Google user
 * as the step says. Both go on the authorization request, so scenarios running at once never
 * share a user or an answer. By hand: sign in at Google as that user and answer as written.
 */
const outcomes: Record<string, string> = {
  'Google approves': 'approve',
  'the patient refuses access at Google': 'error:access_denied',
  'Google returns a code the server cannot use': 'bad-code',
};

When(
  /^the patient continues with Google as "([^"]+)", and (.+)$/,
  async ({ page }, email: string, answer: string) => {
    const outcome = outcomes[answer];
    if (!outcome) throw new Error(`No Google answer "${answer}"`);
    await page.route(`${oidcIssuer}/authorize**`, (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('login_hint', email);
      url.searchParams.set('e2e_outcome', outcome);
      return route.continue({ url: url.toString() });
    });
    await (await buttonNamed(page, 'Continue with Google')).click();
  },
);
