import { useEffect, useState } from 'react';
import { type FlowLayout, layoutFlow } from './flow-layout';
import type { FlowModel } from './flow-model';
import { layoutEngine } from './layout-engine';

const cache = new Map<FlowModel, FlowLayout>();

export type LayoutResult =
  | { status: 'laying-out' }
  | { status: 'ready'; layout: FlowLayout }
  | { status: 'failed'; reason: string };

/** The elkjs layout of a machine, computed once per model. */
export function useFlowLayout(model: FlowModel): LayoutResult {
  const cached = cache.get(model);
  const [result, setResult] = useState<LayoutResult>(
    cached ? { status: 'ready', layout: cached } : { status: 'laying-out' },
  );
  useEffect(() => {
    const known = cache.get(model);
    if (known) {
      setResult({ status: 'ready', layout: known });
      return;
    }
    let current = true;
    setResult({ status: 'laying-out' });
    layoutEngine()
      .then((elk) => layoutFlow(model, elk))
      .then((layout) => {
        cache.set(model, layout);
        if (current) setResult({ status: 'ready', layout });
      })
      .catch((error: unknown) => {
        if (current)
          setResult({
            status: 'failed',
            reason: error instanceof Error ? error.message : String(error),
          });
      });
    return () => {
      current = false;
    };
  }, [model]);
  return result;
}
