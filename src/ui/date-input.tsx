import type { InputProps } from './input';
import { Input } from './input';

export type DateInputProps = Omit<InputProps, 'type'>;

/**
 * Native date input: keyboard-friendly, the phone's own picker, and Playwright `fill('YYYY-MM-DD')`
 * works. Value is the ISO date string (`''` when empty).
 */
export function DateInput(props: DateInputProps) {
  return <Input type="date" {...props} />;
}
