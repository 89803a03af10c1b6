import { type EventObject, fromCallback, fromPromise } from 'xstate';

/** One call of a controllable effect: what it was given, and how the test settles it. */
export interface Call<TInput, TOutput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (value: TOutput) => void;
  reject: (error: unknown) => void;
}

/**
 * A promise effect the test settles by hand, recording every call. The machine sees a real
 * pending promise, so "while the server answers" states can be observed before they end.
 */
export function controllable<TOutput, TInput = unknown>() {
  const calls: Call<TInput, TOutput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  const last = (): Call<TInput, TOutput> => {
    const call = calls.at(-1);
    if (!call) throw new Error('the effect was never called');
    return call;
  };
  return { logic, calls, last };
}

/** A callback effect that records the inputs it was started with and lets the test send events. */
export function controllableCallback<TEvent extends EventObject, TInput>() {
  const starts: { input: TInput; send: (event: TEvent) => void; stopped: boolean }[] = [];
  const logic = fromCallback<TEvent, TInput>(({ input, sendBack }) => {
    const start = { input, send: (event: TEvent) => sendBack(event), stopped: false };
    starts.push(start);
    return () => {
      start.stopped = true;
    };
  });
  const last = () => {
    const start = starts.at(-1);
    if (!start) throw new Error('the callback effect was never started');
    return start;
  };
  return { logic, starts, last };
}

/** Lets settled promises of invoked actors deliver their results. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Stands in for a child actor (typed like `_like`) that fails at once: a broken part. */
export function failingLike<T>(_like: T, error: unknown = new Error('broken')): T {
  return fromPromise(() => Promise.reject(error)) as unknown as T;
}
