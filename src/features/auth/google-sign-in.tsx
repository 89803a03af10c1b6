import { defineMessages } from '@i18n/message';
import {
  buttonLabels,
  selectAuthBusy,
  selectGoogleButtonLabel,
  selectIsGoogleBusy,
} from '@machines/sign-in/selectors';
import { css } from 'styled-system/css';
import { useSignInRef, useSignInSelector } from '@/lib/app-actor';
import { useText } from '@/lib/i18n/use-text';
import { Button } from '@/ui/button';
import { usePublicConfig } from './use-public-config';

const unavailableId = 'google-unavailable-reason';

const words = defineMessages({
  unreachable: {
    id: 'auth.google.unreachable',
    defaultMessage:
      'Google sign-in cannot be reached right now. Use your email and password, or try again later.',
  },
  notSetUp: {
    id: 'auth.google.notSetUp',
    defaultMessage:
      'Google sign-in is not set up on this server yet. Use your email and password instead.',
  },
});

/** "Continue with Google", disabled with the reason when the server has no Google settings. */
export function GoogleSignIn() {
  const t = useText();
  const signIn = useSignInRef();
  const busy = useSignInSelector(selectAuthBusy, false);
  const googleBusy = useSignInSelector(selectIsGoogleBusy, false);
  const label = t(useSignInSelector(selectGoogleButtonLabel, buttonLabels.google));
  const config = usePublicConfig();
  const enabled = config.status === 'loaded' && config.googleEnabled;
  const reason =
    config.status === 'failed'
      ? t(words.unreachable)
      : config.status === 'loaded' && !enabled
        ? t(words.notSetUp)
        : null;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Button
        variant="outline"
        block
        loading={googleBusy}
        loadingText={label}
        disabled={busy || !enabled}
        aria-describedby={reason ? unavailableId : undefined}
        onClick={() => signIn?.send({ type: 'auth.google.started' })}
      >
        <GoogleMark />
        {label}
      </Button>
      {reason && (
        <p
          id={unavailableId}
          className={css({ fontSize: 'sm', color: 'fg.muted', textAlign: 'center' })}
        >
          {reason}
        </p>
      )}
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 48 48">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.3 13.6 17.7 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.7-4.1-13.6-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
