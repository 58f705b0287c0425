// npm run restore FILE [--data-dir DIR]: a backup into an empty data directory or database (server/ops/cli.ts).
import { restoreCli } from '#server/ops/cli.ts';

process.exitCode = await restoreCli(process.argv.slice(2));
