import type { ReactNode } from 'react';
import * as Alert from '@/ui/alert';

/** Information about the page, inside a live region of its own (so role none). */
export function PromptAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert.Root status="info" role="none">
      <Alert.Icon />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
