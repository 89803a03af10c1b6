/**
 * Placeholder for an effect that src/ must supply with `.provide()`. Throwing keeps a missing
 * implementation loud instead of silently doing nothing.
 */
export function notProvided(name: string): never {
  throw new Error(`${name} is not provided: supply it with machine.provide() from src/`);
}
