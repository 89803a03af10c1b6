// A process that starts a long tool through the tool runner, says the tool's pid, then ends
// abruptly: tool-runner.test.ts checks that the runner stops the tool.
import { existsSync, readFileSync } from 'node:fs';
import { runTool } from '../../../../server/report/poppler/tool-runner-client.ts';

const [pidFile = ''] = process.argv.slice(2);
void runTool({
  command: 'sh',
  args: ['-c', `echo $$ > ${pidFile}; exec sleep 30`],
  cwd: '/',
  timeoutMs: 60_000,
});
const started = Date.now();
while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8').trim() === '') {
  if (Date.now() - started > 10_000) process.exit(2);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.exit(0);
