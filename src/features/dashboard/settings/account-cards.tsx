import type { accountMachine } from '@machines/account/account.machine';
import {
  selectActivity,
  selectActivityStatus,
  selectDeletionFailure,
  selectIsChangingPassword,
  selectIsConfirmingDeletion,
  selectIsDeleting,
  selectPasswordChanged,
  selectPasswordFailure,
  selectPasswordFailureField,
} from '@machines/account/selectors';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ActivityCard } from '@/features/dashboard/account-security/activity-card';
import { useText } from '@/lib/i18n/use-text';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';

type AccountRef = ActorRefFrom<typeof accountMachine>;

/** The account machine's two cards: a new password, deleting the account. */
export function AccountCards({ account, email }: { account: AccountRef; email: string }) {
  const t = useText();
  const changing = useSelector(account, selectIsChangingPassword);
  const changed = useSelector(account, selectPasswordChanged);
  const passwordFailure = useSelector(account, selectPasswordFailure);
  const passwordFailureField = useSelector(account, selectPasswordFailureField);
  const confirming = useSelector(account, selectIsConfirmingDeletion);
  const deleting = useSelector(account, selectIsDeleting);
  const deletionFailure = useSelector(account, selectDeletionFailure);
  const activityStatus = useSelector(account, selectActivityStatus);
  const activity = useSelector(account, selectActivity);
  return (
    <>
      <PasswordCard
        email={email}
        changing={changing}
        changed={changed}
        failure={passwordFailure && t(passwordFailure)}
        failureField={passwordFailureField}
        onSubmit={(change) => account.send({ type: 'password.submitted', ...change })}
      />
      <ActivityCard
        status={activityStatus}
        events={activity}
        onReload={() => account.send({ type: 'activity.reload' })}
      />
      <DeleteAccountCard
        confirming={confirming}
        deleting={deleting}
        failure={deletionFailure && t(deletionFailure)}
        onRequest={() => account.send({ type: 'deletion.requested' })}
        onCancel={() => account.send({ type: 'deletion.cancelled' })}
        onConfirm={() => account.send({ type: 'deletion.confirmed' })}
      />
    </>
  );
}
