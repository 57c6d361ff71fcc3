/**
 * Start-up check that the SQLite database can be written (issue 21): a read-only file or
 * directory, or one owned by another user, would otherwise surface as SQLite's "attempt to write
 * a readonly database" inside a schema-engine trace that names neither the file nor
 * DATABASE_URL. The check does what SQLite will do (create files beside the database for its
 * journal and write-ahead log, open the file for writing) and says which path refused.
 */
import fs from 'node:fs'
import path from 'node:path'
import { redact } from './url.ts'

export class DatabaseNotWritableError extends Error {
  override name = 'DatabaseNotWritableError'
  constructor(
    readonly path: string,
    readonly reason: string,
    url: string,
  ) {
    super(
      `The SQLite database cannot be written: ${path} (${reason}).\n` +
        `Make the database file and its directory writable by this user, or point DATABASE_URL (now ${redact(url)}) at a writable place.`,
    )
  }
}

const reasonOf = (e: unknown) => {
  const code = (e as NodeJS.ErrnoException | undefined)?.code
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EROFS') return 'read-only file system'
  if (code === 'ENOSPC') return 'no space left on the device'
  return code ?? (e instanceof Error ? e.message : String(e))
}

/** Throws DatabaseNotWritableError naming the path that refused; `url` is what DATABASE_URL said. */
export function assertSqliteWritable(filePath: string, url: string): void {
  if (filePath === ':memory:') return
  const dir = path.dirname(filePath)
  try {
    fs.mkdirSync(dir, { recursive: true })
  } catch (e) {
    throw new DatabaseNotWritableError(dir, reasonOf(e), url)
  }
  // SQLite creates <file>-wal, <file>-shm and journals beside the file: the directory must take new files.
  const probe = path.join(dir, `.concierge-write-check-${process.pid}`)
  try {
    fs.writeFileSync(probe, 'x', { flag: 'wx' })
  } catch (e) {
    throw new DatabaseNotWritableError(dir, reasonOf(e), url)
  } finally {
    fs.rmSync(probe, { force: true })
  }
  for (const file of [filePath, `${filePath}-wal`, `${filePath}-shm`]) {
    if (!fs.existsSync(file)) continue
    try {
      fs.closeSync(fs.openSync(file, 'r+'))
    } catch (e) {
      throw new DatabaseNotWritableError(file, reasonOf(e), url)
    }
  }
}
