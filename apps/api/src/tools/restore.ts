import { restoreDatabase } from '../db/backup/backup';
import { readBackupCommand, runBackupCommand } from './backup-cli';

/**
 * `npm run restore -- --in FILE [--force]` (`node apps/api/dist/restore.js`): restores a backup into
 * DATABASE_URL's database or the embedded one in DATA_DIR; a target holding data needs `--force`
 * (docs/operations.md "Backup and restore").
 */
const command = readBackupCommand('in', 'Usage: npm run restore -- --in FILE [--force]');
runBackupCommand(() => restoreDatabase(command.target, command.file, command.force));
