import { useState } from 'react';
import { css } from 'styled-system/css';
import {
  Avatar,
  Badge,
  Button,
  DeadLink,
  Skeleton,
  Spinner,
  type ThemePreference,
  ThemeSwitcher,
} from '@/ui';
import { Example, GallerySection } from './gallery-section';

export function ActionsSection() {
  const [busy, setBusy] = useState(false);
  const [theme, setTheme] = useState<ThemePreference>('system');
  return (
    <GallerySection title="Actions and status">
      <Example label="Button variants">
        <Button>Next: Book Appointment</Button>
        <Button variant="outline">Back</Button>
        <Button variant="ghost">View Details</Button>
        <Button variant="danger">Cancel</Button>
        <Button disabled>Disabled</Button>
      </Example>
      <Example label="Sizes and busy">
        <Button size="sm" variant="outline">
          Small
        </Button>
        <Button size="lg">Large</Button>
        <Button loading={busy} loadingText="Saving..." onClick={() => setBusy(true)}>
          Save
        </Button>
        {busy && (
          <Button variant="ghost" onClick={() => setBusy(false)}>
            Reset
          </Button>
        )}
      </Example>
      <Example label="Badges">
        <Badge tone="accent">Virtual</Badge>
        <Badge>In-person</Badge>
        <Badge tone="success">Complete</Badge>
        <Badge tone="danger">Incomplete</Badge>
        <Badge tone="info">New</Badge>
      </Example>
      <Example label="Avatars">
        <Avatar.Root size="sm">
          <Avatar.Fallback>{Avatar.initials('Ada Lovelace')}</Avatar.Fallback>
        </Avatar.Root>
        <Avatar.Root>
          <Avatar.Fallback>{Avatar.initials('Grace Hopper')}</Avatar.Fallback>
        </Avatar.Root>
        <Avatar.Root size="lg">
          <Avatar.Fallback>{Avatar.initials('Dr. Maya Chen')}</Avatar.Fallback>
        </Avatar.Root>
      </Example>
      <Example label="Dead links">
        <DeadLink>Forgot password?</DeadLink>
        <DeadLink>Terms of Service</DeadLink>
        <DeadLink>Privacy Policy</DeadLink>
      </Example>
      <Example label="Loading">
        <Spinner size="sm" />
        <Spinner />
        <Spinner size="lg" label="Loading appointments" />
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            flex: '1',
            minWidth: '48',
          })}
        >
          <Skeleton shape="circle" />
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}>
            <Skeleton />
            <Skeleton className={css({ width: '2/3' })} />
          </div>
        </div>
      </Example>
      <Example label="Theme switcher (presentational)">
        <ThemeSwitcher value={theme} onValueChange={setTheme} />
      </Example>
    </GallerySection>
  );
}
