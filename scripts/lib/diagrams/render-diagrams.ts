import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderMermaid } from '@mermaid-js/mermaid-cli';
import puppeteer, { type Browser } from 'puppeteer';
import { mermaidBlocks, statesWithNoWayIn } from './diagram-structure';

/**
 * Renders every Mermaid diagram of the given Markdown pages with mermaid-cli in Debian's
 * Chromium (the puppeteer config of scripts/mermaid/), and checks that every state has a way in.
 */

export interface DiagramResult {
  page: string;
  index: number;
  ms: number;
  problems: string[];
}

const root = join(import.meta.dirname, '..', '..', '..');
export const puppeteerConfigPath = join(root, 'scripts', 'mermaid', 'puppeteer-config.json');

async function renderOne(browser: Browser, text: string): Promise<string[]> {
  const problems: string[] = [];
  try {
    await renderMermaid(browser, text, 'svg');
  } catch (error) {
    problems.push(
      `Mermaid cannot draw it: ${String((error as Error).message ?? error).split('\n')[0]}`,
    );
  }
  try {
    const orphans = statesWithNoWayIn(text);
    if (orphans.length) problems.push(`no way into ${orphans.join(', ')}`);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems;
}

/** Checks the diagrams of the pages (paths from the repository root), two at a time. */
export async function checkDiagrams(pages: string[]): Promise<DiagramResult[]> {
  const jobs = pages.flatMap((page) =>
    mermaidBlocks(readFileSync(join(root, page), 'utf8')).map((text, index) => ({
      page,
      index,
      text,
    })),
  );
  const config = JSON.parse(readFileSync(puppeteerConfigPath, 'utf8'));
  const browser = await puppeteer.launch(config);
  const results: DiagramResult[] = [];
  try {
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        const start = performance.now();
        const problems = await renderOne(browser, job.text);
        results.push({ page: job.page, index: job.index, ms: performance.now() - start, problems });
      }
    };
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
  }
  return results.sort((a, b) => a.page.localeCompare(b.page) || a.index - b.index);
}
