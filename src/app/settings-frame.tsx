import type { ComponentType, ReactNode } from 'react';
import { useIsInOnboarding } from '@/lib/app-actor';

type Frame = ComponentType<{ children: ReactNode }>;

/**
 * Settings has one address for every patient: inside the dashboard, or beside the onboarding
 * wizard for a patient who has not finished it (issue 23 item 7).
 */
export function settingsFrame(dashboard: Frame, onboarding: Frame): Frame {
  return function SettingsFrame({ children }: { children: ReactNode }) {
    const Frame = useIsInOnboarding() ? onboarding : dashboard;
    return <Frame>{children}</Frame>;
  };
}
