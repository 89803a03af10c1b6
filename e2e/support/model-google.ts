import type { QaEvent } from '../../scripts/lib/qa/qa-types';
import type { PathContext } from './model-givens';
import { oidcIssuer } from './oidc';

/** What the patient does at Google, as the local provider is asked to answer it. */
const outcomes: Record<string, string> = {
  approves: 'approve',
  refuses: 'error:access_denied',
  badCode: 'bad-code',
};

/**
 * "Continue with Google": the browser leaves for the local OpenID provider, which answers as the
 * step says for this path's own Google user (its email: a Given's account signs in to itself).
 * Both go on the authorization request, so paths running at once never share an outcome.
 */
export async function continueWithGoogle(context: PathContext, event: QaEvent): Promise<void> {
  const { page, patient } = context;
  const outcome = outcomes[String(event.provider)];
  if (!outcome) throw new Error(`no Google answer for ${String(event.provider)}`);
  await page.route(`${oidcIssuer}/authorize**`, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.set('login_hint', patient.email);
    url.searchParams.set('e2e_outcome', outcome);
    return route.continue({ url: url.toString() });
  });
  await page.getByRole('button', { name: 'Continue with Google' }).click();
}
