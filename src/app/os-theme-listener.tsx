import { useEffect } from 'react';
import { AppActorContext } from '@/lib/app-actor';
import { watchOsTheme } from './effects/theme-effects';

/** Feeds the operating system's light/dark switches to the theme machine as input events. */
export function OsThemeListener() {
  const themeRef = AppActorContext.useSelector((snapshot) => snapshot.children.theme);
  useEffect(() => {
    if (!themeRef) return;
    return watchOsTheme((dark) => themeRef.send({ type: 'theme.os.changed', dark }));
  }, [themeRef]);
  return null;
}
