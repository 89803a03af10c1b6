import type { Reporter, TestModule, Vitest } from 'vitest/node';

type FileTask = ReturnType<Vitest['state']['getFiles']>[number];

/**
 * For mutation runs only. A mutant that makes a machine throw while its module loads (an empty
 * `initial`, a state whose config is emptied) stops every test file importing it from loading.
 * Stryker's Vitest runner (9.6.1) reads only the tests a file collected, finds none, and reports
 * such a mutant as survived although the suite caught it (stryker-js issue: a static mutant that
 * breaks a module's import). This reporter records the load failure as one failed test of that
 * file, so Stryker sees the failure it would otherwise miss. Files that loaded are untouched.
 */
export default class LoadFailureAsFailedTest implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>) {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state === 'fail' && file.tasks.length === 0) addLoadFailure(file);
    }
  }
}

function addLoadFailure(file: FileTask) {
  const failure = {
    type: 'test',
    name: 'the test file loads',
    id: `${file.id}_load`,
    mode: 'run',
    file,
    suite: file,
    meta: {},
    result: { state: 'fail', errors: file.result?.errors ?? [] },
  };
  file.tasks.push(failure as unknown as FileTask['tasks'][number]);
}
