/** Entry point of `npm run -s data -- <command>`; the commands are in cli-commands.ts. */
import { runDataCommand } from './cli-commands';

runDataCommand(process.argv.slice(2), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`data: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
