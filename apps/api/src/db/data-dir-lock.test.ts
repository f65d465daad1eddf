import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, dataDirLockHolder, lockDataDir } from './data-dir-lock';

describe('the lock of an embedded data folder', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'apps-lock-test-'));
    file = path.join(dir, DATA_DIR_LOCK_FILE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes this process id and host while held and removes it on release', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(file, 'utf8').trim()).toBe(`${process.pid} ${hostname()}`);
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a folder that another live process holds, naming it and saying to stop it', () => {
    writeFileSync(file, `${process.ppid}\n`);
    expect(dataDirLockHolder(dir)).toEqual({ pid: process.ppid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by process ${process.ppid} .*stop that process`));
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over a lock left by a process that is gone, or an unreadable one', () => {
    // Process ids stop far below this on Linux (pid_max is at most 4,194,304).
    writeFileSync(file, '2147483646\n');
    expect(dataDirLockHolder(dir)).toBeNull();
    lockDataDir(dir).release();
    writeFileSync(file, 'garbage');
    lockDataDir(dir).release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a lock from another host or container, whose processes it cannot see, and says how to clear it', () => {
    writeFileSync(file, `${process.pid} another-container\n`);
    expect(() => lockDataDir(dir)).toThrow(/in use by process \d+ on another-container .* delete .*apps\.pid/);
  });

  it('leaves a file that another process wrote after this one released', () => {
    const lock = lockDataDir(dir);
    writeFileSync(file, `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.ppid));
  });
});
