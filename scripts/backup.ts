// npm run backup [FILE]: a consistent snapshot of the shop's database (server/ops/cli.ts).
import { backupCli } from '#server/ops/cli.ts';

process.exitCode = await backupCli(process.argv.slice(2));
