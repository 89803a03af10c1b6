import {
  PHENOTYPE_QUERY_MAX,
  PHENOTYPE_QUERY_MIN,
  type PhenotypeLanguage,
  type PhenotypeTerm,
} from '@contract/phenotypes/phenotype-search';
import { useEffect, useRef, useState } from 'react';
import { loadApi } from '@/api/lazy';

export type Suggestions =
  | { status: 'idle' }
  | { status: 'loading'; terms: PhenotypeTerm[] }
  | { status: 'ready'; terms: PhenotypeTerm[] }
  | { status: 'failed' };

/** Typing pauses this long before a request leaves: one request per word, not per key. */
const PAUSE_MS = 150;
const REMEMBERED = 40;

/** The language of the page (es...) picks Spanish labels; anything else reads English. */
export function pageLanguage(): PhenotypeLanguage {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/**
 * HPO terms for what is typed: asked after a short pause, the previous request cancelled, answers
 * remembered (Backspace shows them again at once), and a failure reported rather than thrown,
 * so free text keeps working offline.
 */
export function useTermSuggestions(typed: string, lang: PhenotypeLanguage): Suggestions {
  const [state, setState] = useState<Suggestions>({ status: 'idle' });
  const remembered = useRef(new Map<string, PhenotypeTerm[]>());
  const length = typed.trim().length;
  // Longer than any symptom name: not searched (the box still takes it as free text).
  const query =
    length >= PHENOTYPE_QUERY_MIN && length <= PHENOTYPE_QUERY_MAX
      ? typed.replace(/\s+/g, ' ').trimStart().slice(0, PHENOTYPE_QUERY_MAX)
      : '';

  useEffect(() => {
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    const key = `${lang}:${query}`;
    const known = remembered.current.get(key);
    if (known) {
      setState({ status: 'ready', terms: known });
      return;
    }
    setState((current) => ({
      status: 'loading',
      terms: current.status === 'ready' || current.status === 'loading' ? current.terms : [],
    }));
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const terms = await (await loadApi()).searchPhenotypes(query, lang, controller.signal);
        if (controller.signal.aborted) return;
        remembered.current.set(key, terms);
        if (remembered.current.size > REMEMBERED) {
          remembered.current.delete(remembered.current.keys().next().value as string);
        }
        setState({ status: 'ready', terms });
      } catch {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      }
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);

  return state;
}
