import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { createStyleContext } from 'styled-system/jsx';
import { avatar } from 'styled-system/recipes';

const { withProvider, withContext } = createStyleContext(avatar);

/** Image shows once loaded; Fallback (initials) until then or if it fails. */
export const Root = withProvider(ArkAvatar.Root, 'root');
export const Fallback = withContext(ArkAvatar.Fallback, 'fallback');

/** "Ada Lovelace" -> "AL"; blank names give "?". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p?.[0]?.toUpperCase() ?? '').join('') || '?';
}
