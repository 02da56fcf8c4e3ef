import { claimSqliteFile } from '../../apps/web/src/db/single-instance'

/**
 * A second process for tests/integration/single-instance.test.ts: claims the file, says so, and runs
 * until it reads a line (then ends as a server does) or is killed.
 */
claimSqliteFile(process.argv[2] ?? '')
console.log('claimed')
process.stdin.once('data', () => process.exit(0))
