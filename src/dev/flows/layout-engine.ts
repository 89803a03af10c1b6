import type { ELK } from 'elkjs/lib/elk-api';

let engine: Promise<ELK> | null = null;

async function workerEngine(): Promise<ELK> {
  const [{ default: Elk }, { default: workerUrl }] = await Promise.all([
    import('elkjs/lib/elk-api.js'),
    import('elkjs/lib/elk-worker.min.js?url'),
  ]);
  return new Elk({ workerUrl });
}

async function bundledEngine(): Promise<ELK> {
  const { default: Elk } = await import('elkjs/lib/elk.bundled.js');
  return new Elk();
}

/**
 * elkjs, the layout engine of the Stately tools: in a web worker in the browser, so laying out
 * a large chart never blocks the page; its bundled build where there are no workers (tests).
 */
export function layoutEngine(): Promise<ELK> {
  engine ??= typeof Worker === 'function' ? workerEngine() : bundledEngine();
  return engine;
}
