import { DirectionalIcon, type IconProps } from './icon';

export const SendIcon = (p: IconProps) => (
  <DirectionalIcon {...p}>
    <path d="m22 2-7 20-4-9-9-4zM22 2 11 13" />
  </DirectionalIcon>
);
