// The part of @xstate/machine-extractor's API this project uses (its own declarations need
// XState 4's types, which the app does not have).

export interface ExtractedMachine {
  /** The machine's config as Stately's tools read it (XState 4 shape: `cond`, `internal`). */
  toConfig(): Record<string, unknown> | undefined;
  /** The source text of each implementation given in createMachine's second argument. */
  getAllMachineImplementations(): {
    actions: Record<string, string>;
    actors: Record<string, string>;
    guards: Record<string, string>;
    delays: Record<string, string>;
  };
}

export function extractMachinesFromFile(
  fileContent: string,
): { machines: (ExtractedMachine | undefined)[] } | null;
