import { importOnline } from '@/lib/import-online';

/** The API client on demand: the first call fetches its chunk, later calls reuse it. */
export const loadApi = importOnline(() => import('./index'));
