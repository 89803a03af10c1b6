import { type CurrentPage, pageOfOwner, pageOwnerOf } from '@machines/routes/current-page';
import { useSelector } from '@xstate/react';
import { AppActorContext } from './app-actor';

const samePage = (a: CurrentPage | null, b: CurrentPage | null) =>
  a?.id === b?.id && a?.path === b?.path;

/** The page the machines show now (its route id and address), or null while there is none. */
export function useCurrentPage(): CurrentPage | null {
  const owner = AppActorContext.useSelector(pageOwnerOf);
  return useSelector(owner, (snapshot) => (snapshot ? pageOfOwner(snapshot) : null), samePage);
}
