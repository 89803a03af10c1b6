import { defineMessages } from '@i18n/message';
import { lazy, type ReactNode, Suspense } from 'react';
import { useText } from '@/lib/i18n/use-text';

const words = defineMessages({
  promptTitle: { id: 'auth.deepLink.title', defaultMessage: 'Please sign in to continue' },
  promptText: {
    id: 'auth.deepLink.text',
    defaultMessage: 'The page you opened is for signed-in patients. It opens once you sign in.',
  },
});

// The alert's code (the design system's slot styles, Panda's `styled` factory and its prop list,
// the icons) is not part of the sign-in page's load (bundle and byte budgets): only a visitor who
// opened a member page signed out sees this prompt, and the boot starts its download for exactly
// that address (src/app/boot-preload.ts), alongside the app's own code.

/** Starts downloading the prompt's alert; a failure is retried when the prompt renders. */
export function preloadSignInPrompt(): void {
  import('./prompt-alert').catch(() => {});
}

// Should its download fail, the prompt is still shown and announced, as plain text.
const PromptAlert = lazy(() =>
  import('./prompt-alert').then(
    ({ PromptAlert }) => ({ default: PromptAlert }),
    () => ({
      default: ({ title, children }: { title: string; children: ReactNode }) => (
        <p>
          <strong>{title}</strong> {children}
        </p>
      ),
    }),
  ),
);

/** "Please sign in to continue": a member page was asked for while signed out. */
export function SignInPrompt() {
  const t = useText();
  return (
    <Suspense fallback={null}>
      <PromptAlert title={t(words.promptTitle)}>{t(words.promptText)}</PromptAlert>
    </Suspense>
  );
}
