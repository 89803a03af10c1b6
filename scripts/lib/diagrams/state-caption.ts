import { type CatalogueEntry, machineCatalogue } from '@machines/catalogue';
import { type RouteId, routeIdOf } from '@machines/routes/route-table';
import type { AnyStateNode } from 'xstate';
import { addressOf } from './plain-words';

/** The catalogue machines a state runs (its invoked actors that are machines of the app). */
export function machinesRunBy(node: AnyStateNode): CatalogueEntry[] {
  const actors = node.machine.implementations.actors as Record<string, unknown>;
  return node.invoke.flatMap((invoke) => {
    const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src;
    const entry = machineCatalogue.find(
      (candidate) =>
        candidate.machine === logic || candidate.id === (logic as { id?: unknown })?.id,
    );
    return entry ? [entry] : [];
  });
}

/** The page a state shows, when it is one: its id is a route of the route table. */
export function pageOf(node: AnyStateNode): RouteId | null {
  return node.parent ? routeIdOf(node.id) : null;
}

/** A state's box: its name, and in italics its address, the machines it runs, or its end. */
export function stateCaption(node: AnyStateNode): string {
  const root = node.parent === undefined;
  const notes: string[] = [];
  const page = pageOf(node);
  if (page) notes.push(addressOf(page));
  for (const entry of machinesRunBy(node)) notes.push(`runs ${entry.title}`);
  if (node.type === 'final') notes.push('the end');
  const name = root
    ? (machineCatalogue.find((e) => e.machine === node.machine)?.title ?? node.key)
    : node.key;
  return [name, ...notes.map((note) => `<i>${note}</i>`)].join('<br/>');
}
