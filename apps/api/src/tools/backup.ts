import { backupDatabase } from '../db/backup/backup';
import { readBackupCommand, runBackupCommand } from './backup-cli';

/**
 * `npm run backup -- --out FILE` (`node apps/api/dist/backup.js --out FILE`): copies DATABASE_URL's
 * database (pg_dump, while the server runs) or the embedded one in DATA_DIR (with the server stopped)
 * into a new FILE (docs/operations.md "Backup and restore").
 */
const command = readBackupCommand('out', 'Usage: npm run backup -- --out FILE');
runBackupCommand(() => backupDatabase(command.target, command.file));
