/**
 * The herd Health design system. Multi-part components are namespaces:
 * `<Card.Root><Card.Header><Card.Title>...`; single-part ones are plain components.
 */
export * as Alert from './alert';
export { Badge, type BadgeProps } from './badge';
export { Button, type ButtonProps } from './button';
export * as Card from './card';
export { DateInput, type DateInputProps } from './date-input';
export * as Field from './field';
export * from './icons';
export { Input, type InputProps } from './input';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export * as Tabs from './tabs';
export { Textarea, type TextareaProps } from './textarea';
