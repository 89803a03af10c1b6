/**
 * The herd Health design system. Multi-part components are namespaces:
 * `<Card.Root><Card.Header><Card.Title>...`; single-part ones are plain components.
 */
export * as Accordion from './accordion';
export * as Alert from './alert';
export * as Avatar from './avatar';
export { Badge, type BadgeProps } from './badge';
export { BrandLogo, BrandMark } from './brand-logo';
export { Button, type ButtonProps } from './button';
export * as Card from './card';
export { ChipList, type ChipListProps } from './chip-list';
export * as Collapsible from './collapsible';
export { DateInput, type DateInputProps } from './date-input';
export { DeadLink, type DeadLinkProps } from './dead-link';
export * as Dialog from './dialog';
export * as Field from './field';
export * as FileUpload from './file-upload';
export * from './icons';
export { Input, type InputProps } from './input';
export { addEntries, splitEntries } from './list-entries';
export { Ltr } from './ltr';
export * as Progress from './progress';
export * as RadioGroup from './radio-group';
export * as ScrollArea from './scroll-area';
export * as Select from './select';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps } from './spinner';
export { StepProgress, type StepProgressProps } from './step-progress';
export * as Tabs from './tabs';
export { Textarea, type TextareaProps } from './textarea';
export { type ThemePreference, ThemeSwitcher, type ThemeSwitcherProps } from './theme-switcher';
export { Toast, Toaster, type ToasterProps, type ToastVariant, type ToastView } from './toaster';
