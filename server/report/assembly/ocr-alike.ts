/**
 * What OCR may print for a character of a description: digits as the letters they resemble,
 * bases as digits, the `c` and `.` of the prefix as their look-alikes.
 */
const LOOKALIKES: Record<string, string> = {
  '0': 'OoQD',
  '1': 'Il|][!i',
  '2': 'Zz',
  '5': 'Ss',
  '6': 'Gb',
  '7': 'Zz>',
  '8': 'B',
  '9': 'Qg',
  '4': 'A',
  c: 'C€(e',
  g: '9',
  '.': ',',
  G: '6C',
  T: '1I',
  '>': '7',
};

/**
 * Could `written`, a description OCR left unreadable ("c.IQOA>G"), be a misreading of the
 * readable `value` ("c.190A>G")? Same length, every character the same or a look-alike. Used
 * only to decide that an unreadable form is not a second variant.
 */
export function couldReadAs(written: string, value: string): boolean {
  const a = written.replace(/\s+/g, '');
  if (a.length !== value.length) return false;
  return [...a].every((ch, i) => {
    const want = value[i] as string;
    return ch === want || (LOOKALIKES[want] ?? '').includes(ch);
  });
}
