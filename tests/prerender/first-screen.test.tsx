import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { renderSignedInFrame, renderSignedOutScreen } from '@/prerender/first-screen';
import { act, render, within } from '../support/render';

/**
 * React numbers useId ids differently on the server (`_R_<tree position>_`) and in the browser
 * (`_r_<counter>_`): ids are compared by their order of first appearance.
 */
function sameIds(html: string): string {
  const seen = new Map<string, string>();
  return html.replace(/_[Rr]_[0-9a-z]*_/g, (id) => {
    if (!seen.has(id)) seen.set(id, `_id${seen.size}_`);
    return seen.get(id) as string;
  });
}

/** The markup as a tree without comments (React's Suspense markers) and with comparable ids. */
function tree(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = sameIds(html);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return template;
}

function describeNode(node: Node): string {
  if (!(node instanceof Element)) return `${node.nodeName} ${JSON.stringify(node.textContent)}`;
  // Inline styles compare as the browser reads them (the server writes `a:b`, the DOM `a: b;`).
  const value = (a: Attr) => (a.name === 'style' ? (node as HTMLElement).style.cssText : a.value);
  const attributes = [...node.attributes].map((a) => `${a.name}=${JSON.stringify(value(a))}`);
  return `<${node.localName} ${attributes.sort().join(' ')}>`;
}

/** Where two trees first differ (element, attributes or text), or null when they are the same. */
function firstDifference(a: Node, b: Node, where = ''): string | null {
  const here = `${where}/${a.nodeName}`;
  if (
    a.childNodes.length === 0 &&
    b.childNodes.length === 0 &&
    describeNode(a) !== describeNode(b)
  ) {
    return `${here}: ${describeNode(a)} vs ${describeNode(b)}`;
  }
  if (describeNode(a).split('>')[0] !== describeNode(b).split('>')[0] && a instanceof Element) {
    return `${here}: ${describeNode(a)} vs ${describeNode(b)}`;
  }
  if (a.childNodes.length !== b.childNodes.length) {
    const names = (node: Node) => [...node.childNodes].map(describeNode).join(', ');
    return `${here}: children differ: ${names(a)} vs ${names(b)}`;
  }
  for (let i = 0; i < a.childNodes.length; i++) {
    const difference = firstDifference(a.childNodes[i] as Node, b.childNodes[i] as Node, here);
    if (difference) return difference;
  }
  return null;
}

function inlineConfig(googleEnabled: boolean): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'public-config';
  element.textContent = JSON.stringify({ google: { enabled: googleEnabled } });
  document.head.append(element);
}

function prerenderedElement(markup: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'prerendered';
  element.setAttribute('inert', '');
  element.innerHTML = markup;
  document.body.prepend(element);
  return element;
}

/**
 * Renders the app over the prerendered markup and checks it takes over: once `ready` finds the
 * app's first screen, the app's tree is the server's (less the toaster's live region) and the
 * prerendered copy is gone.
 */
async function expectAppTakesOverFrom(
  markup: string,
  ready: (app: ReturnType<typeof within>) => Promise<HTMLElement>,
): Promise<void> {
  const { container } = render(<App locale="en" />);
  const app = within(container);
  expect(await ready(app)).toBeInTheDocument();
  // The toaster's live region mounts after the first paint by design (toast-viewport.tsx),
  // fixed-positioned, so it moves nothing; wait for it, then leave it out of the comparison.
  await app.findByRole('region', { name: /Notifications/ });
  await act(async () => {});
  // A select's chosen option: the server writes it as an attribute, the browser keeps it as the
  // option's state; both compare as the attribute.
  for (const option of container.querySelectorAll('option')) {
    option.toggleAttribute('selected', option.selected);
  }
  // Attributes compare as sets: the server and the browser write them in different orders.
  const client = tree(container.innerHTML).content;
  client.querySelector('section[aria-label^="Notifications"]')?.remove();
  const server = tree(markup).content;
  expect(firstDifference(server, client)).toBeNull();
  expect(document.getElementById('prerendered')).toBeNull();
}

describe('the prerendered first screen of /auth', () => {
  beforeEach(() => window.history.replaceState(null, '', '/auth'));
  afterEach(() => {
    document.getElementById('public-config')?.remove();
    document.getElementById('prerendered')?.remove();
    window.history.replaceState(null, '', '/');
  });

  for (const googleEnabled of [false, true]) {
    it(`is the markup the app renders (Google ${googleEnabled ? 'on' : 'off'}), and gives way to it`, async () => {
      inlineConfig(googleEnabled);
      const markup = await renderSignedOutScreen('en');
      const prerendered = prerenderedElement(markup);
      expect(prerendered.querySelector('h1')?.textContent).toBe('herd Health');
      expect(prerendered.querySelector('#google-unavailable-reason') === null).toBe(googleEnabled);

      await expectAppTakesOverFrom(markup, (app) => app.findByRole('tab', { name: 'Login' }));
    });
  }
});

describe('the prerendered signed-in frames (a step, the dashboard home)', () => {
  beforeEach(() => {
    localStorage.setItem('token', 'a-stored-session');
    // The session check never answers: the frame is what shows until it does.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    document.getElementById('public-config')?.remove();
    document.getElementById('prerendered')?.remove();
    window.history.replaceState(null, '', '/');
  });

  for (const [address, heading, lead] of [
    ['/onboarding/medical-history', 'Medical History', 'Tell us about your medical history'],
    ['/onboarding/personal-info', 'Personal Information', 'Please provide your basic information'],
    ['/dashboard', 'Welcome back', 'Here is an overview of your care'],
  ] as const) {
    it(`is the frame the app renders for ${address} while the session is checked, and gives way to it`, async () => {
      window.history.replaceState(null, '', address);
      inlineConfig(false);
      const markup = await renderSignedInFrame('en');
      const prerendered = prerenderedElement(markup);
      expect(prerendered.querySelector('h1')?.textContent).toBe(heading);
      expect(prerendered.textContent).toContain(lead);

      await expectAppTakesOverFrom(markup, (app) =>
        app.findByRole('heading', { level: 1, name: heading }),
      );
    });
  }
});
