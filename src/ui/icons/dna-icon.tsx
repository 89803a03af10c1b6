import { Icon, type IconProps } from './icon';

export const DnaIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 2c0 6 16 6 16 12M4 22c0-6 16-6 16-12M7 5h10M7 19h10M9 9h6M9 15h6" />
  </Icon>
);
