import type { ReactNode } from 'react';
import * as Alert from '@/ui/alert';

/** Why something on these pages did not work, announced at once (role=alert). */
export function FailureAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert.Root status="error">
      <Alert.Icon />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
