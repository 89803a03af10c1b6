import { Icon, type IconProps } from './icon';

export const VideoCallIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m23 7-7 5 7 5z" />
    <rect x="1" y="5" width="15" height="14" rx="2" />
  </Icon>
);
