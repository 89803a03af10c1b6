/** A pause that ends early when rung: the reader's poll, cut short when a job was just queued. */
export function createWakeUp() {
  let ring: (() => void) | undefined;
  let rung = false;
  return {
    wait(ms: number): Promise<void> {
      if (rung) {
        rung = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          ring = undefined;
          resolve();
        }
        ring = done;
      });
    },
    ring(): void {
      if (ring) ring();
      else rung = true;
    },
  };
}
