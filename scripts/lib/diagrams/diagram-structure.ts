/**
 * Reads the Mermaid this project writes (state diagrams and flowcharts) back into boxes and
 * arrows, to find a state no arrow reaches. Lines it does not understand are errors, so a change
 * of the writer cannot slip past the check.
 */

export interface DiagramBox {
  id: string;
  parent: string | null;
  /** The machine's own box, a "from anywhere in this box" diamond, or a flowchart's start. */
  entryPoint: boolean;
  /** A box whose children run side by side (separated by "--"): they are entered with it. */
  concurrent: boolean;
}

export interface DiagramStructure {
  boxes: Map<string, DiagramBox>;
  arrows: { from: string; to: string }[];
}

const stateBox = /^state "[^"]*" as (\w+)( \{)?$/;
const choice = /^state (\w+) <<choice>>$/;
const stateArrow = /^(\[\*\]|\w+) --> (\w+)( : .*)?$/;
const flowNode = /^(\w+)(\(\[|\[|\{)"[^"]*"(\]\)|\]|\})$/;
const flowArrow = /^(\w+) (-->|-\.->)(\|"[^"]*"\|)? (\w+)$/;

function parseLines(text: string): string[] {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

interface Reader {
  boxes: Map<string, DiagramBox>;
  arrows: DiagramStructure['arrows'];
  open: string[];
}

type LineRule = [kind: string, pattern: RegExp, read: (match: RegExpMatchArray, r: Reader) => void];

const add = (r: Reader, id: string, entryPoint: boolean) =>
  r.boxes.set(id, { id, parent: r.open.at(-1) ?? null, entryPoint, concurrent: false });

const rules: LineRule[] = [
  [
    'stateDiagram-v2',
    stateBox,
    (match, r) => {
      // The outermost box is the machine itself.
      add(r, match[1] as string, r.open.length === 0);
      if (match[2]) r.open.push(match[1] as string);
    },
  ],
  ['stateDiagram-v2', choice, (match, r) => add(r, match[1] as string, true)],
  ['stateDiagram-v2', /^\}$/, (_, r) => r.open.pop()],
  [
    'stateDiagram-v2',
    /^--$/,
    (_, r) => {
      const box = r.boxes.get(r.open.at(-1) ?? '');
      if (box) box.concurrent = true;
    },
  ],
  [
    'stateDiagram-v2',
    stateArrow,
    (match, r) => {
      const from = match[1] === '[*]' ? `[*]${r.open.at(-1) ?? ''}` : (match[1] as string);
      r.arrows.push({ from, to: match[2] as string });
    },
  ],
  ['flowchart TB', flowNode, (match, r) => add(r, match[1] as string, match[2] === '([')],
  // Colours of boxes: no box or arrow.
  ['flowchart TB', /^(classDef|class) [\w,]+ .+$/, () => undefined],
  [
    'flowchart TB',
    flowArrow,
    (match, r) => r.arrows.push({ from: match[1] as string, to: match[4] as string }),
  ],
];

export function diagramStructure(text: string): DiagramStructure {
  const [kind, ...lines] = parseLines(text);
  const reader: Reader = { boxes: new Map(), arrows: [], open: [] };
  let inNote = false;
  for (const line of lines) {
    // A note's text is free words; it names the arrows it stands for, not boxes.
    if (kind === 'stateDiagram-v2' && /^note (right|left) of \w+$/.test(line)) inNote = true;
    if (inNote) {
      inNote = line !== 'end note';
      continue;
    }
    const rule = rules.find(([ruleKind, pattern]) => ruleKind === kind && pattern.test(line));
    const match = rule ? line.match(rule[1]) : null;
    if (!rule || !match) throw new Error(`Unexpected diagram line: ${line}`);
    rule[2](match, reader);
  }
  return { boxes: reader.boxes, arrows: reader.arrows };
}

/** States (or flowchart boxes) that no arrow, start or side-by-side parent leads into. */
export function statesWithNoWayIn(text: string): string[] {
  const { boxes, arrows } = diagramStructure(text);
  for (const arrow of arrows) {
    for (const end of [arrow.from, arrow.to]) {
      if (!end.startsWith('[*]') && !boxes.has(end)) throw new Error(`Arrow to unknown ${end}`);
    }
  }
  return [...boxes.values()]
    .filter((box) => {
      if (box.entryPoint) return false;
      if (box.parent !== null && boxes.get(box.parent)?.concurrent) return false;
      return !arrows.some((arrow) => arrow.to === box.id && arrow.from !== box.id);
    })
    .map((box) => box.id);
}

/** The Mermaid blocks of a Markdown page. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((match) => match[1] as string);
}
