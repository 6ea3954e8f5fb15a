/**
 * `npm start`: builds the SPAs when missing or stale, then runs the server, which migrates and seeds the
 * database on first run and serves both SPAs and the API on one port. Ctrl-C stops it cleanly.
 */
import { ensureBuild, DIST } from './lib/build-state';

ensureBuild();
process.env.STATIC_DIR ??= DIST;
const { main } = await import('../server/src/index');
await main();
