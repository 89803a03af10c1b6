import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { createContext, type ReactNode, useContext } from 'react';
import { createStyleContext } from 'styled-system/jsx';
import { alert } from 'styled-system/recipes';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

export type AlertStatus = 'info' | 'success' | 'error';

const { withProvider, withContext } = createStyleContext(alert);
const StatusContext = createContext<AlertStatus>('info');
const StyledRoot = withProvider(ark.div, 'root');
const StyledIcon = withContext(ark.span, 'icon');

export type RootProps = HTMLArkProps<'div'> & { status?: AlertStatus };

/** Errors are announced at once (role=alert); info and success politely (role=status). */
export function Root({ status = 'info', role, ...props }: RootProps) {
  return (
    <StatusContext.Provider value={status}>
      <StyledRoot
        status={status}
        role={role ?? (status === 'error' ? 'alert' : 'status')}
        {...props}
      />
    </StatusContext.Provider>
  );
}

const defaultIcons: Record<AlertStatus, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckCircleIcon />,
  error: <AlertCircleIcon />,
};

/** The status glyph; pass children to replace it. */
export function Icon({ children, ...props }: HTMLArkProps<'span'>) {
  const status = useContext(StatusContext);
  return <StyledIcon {...props}>{children ?? defaultIcons[status]}</StyledIcon>;
}

export const Content = withContext(ark.div, 'content');
export const Title = withContext(ark.p, 'title');
export const Description = withContext(ark.div, 'description');
