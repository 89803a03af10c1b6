import type { ComponentType } from 'react';
import { useIsInOnboarding } from '@/lib/app-actor';
import type { FramedProps } from './pending-content';

type Frame = ComponentType<FramedProps>;

/**
 * Settings has one address for every patient: inside the dashboard, or beside the onboarding
 * wizard for a patient who has not finished it (issue 23 item 7).
 */
export function settingsFrame(dashboard: Frame, onboarding: Frame): Frame {
  return function SettingsFrame(props: FramedProps) {
    const Frame = useIsInOnboarding() ? onboarding : dashboard;
    return <Frame {...props} />;
  };
}
