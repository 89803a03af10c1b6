import { DirectionalIcon, type IconProps } from './icon';

export const ChevronLeftIcon = (p: IconProps) => (
  <DirectionalIcon {...p}>
    <path d="m15 18-6-6 6-6" />
  </DirectionalIcon>
);
