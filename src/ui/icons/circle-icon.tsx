import { Icon, type IconProps } from './icon';

export const CircleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="10" />
  </Icon>
);
