/** Only Michigan residents are served (spec section 9). */
export const servedStateCode = 'MI';

export function isServedState(code: string): boolean {
  return code === servedStateCode;
}
