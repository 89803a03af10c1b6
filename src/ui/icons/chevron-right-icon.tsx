import { DirectionalIcon, type IconProps } from './icon';

export const ChevronRightIcon = (p: IconProps) => (
  <DirectionalIcon {...p}>
    <path d="m9 18 6-6-6-6" />
  </DirectionalIcon>
);
