import type { PasswordChange } from '@machines/account/account-types';
import { requestNoContent } from './http';

/** `POST /auth/password`: every other session of the account ends; this one stays. */
export function changePassword(change: PasswordChange): Promise<void> {
  return requestNoContent((client) =>
    client.post('auth/password', {
      json: { current_password: change.currentPassword, new_password: change.newPassword },
    }),
  );
}

/** `DELETE /api/user`: the account, its answers, reports, files and sessions. */
export function deleteAccount(): Promise<void> {
  return requestNoContent((client) => client.delete('api/user'));
}
