import { useEffect, useState } from 'react';
import { type FlowsChannel, type LiveSnapshot, openFlowsChannel } from './live-channel';

/**
 * The latest state published by a tab of the running app (the most recently active tab when
 * several are open), or null until one publishes.
 */
export function useLiveApp(
  open: () => FlowsChannel | null = openFlowsChannel,
): LiveSnapshot | null {
  const [latest, setLatest] = useState<LiveSnapshot | null>(null);
  useEffect(() => {
    const channel = open();
    if (!channel) return;
    const listener = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === 'snapshot') setLatest(data as LiveSnapshot);
    };
    channel.addEventListener('message', listener);
    channel.postMessage({ type: 'hello' });
    return () => {
      channel.removeEventListener('message', listener);
      channel.close();
    };
  }, [open]);
  return latest;
}
