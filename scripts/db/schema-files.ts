// Reads a multi-file Prisma schema folder the way Prisma does (every *.prisma file, recursively).
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export type SchemaFile = { path: string; content: string }

export async function readSchemaFolder(dir: string): Promise<SchemaFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.prisma'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
  if (files.length === 0) throw new Error(`No *.prisma files in ${dir}`)
  return Promise.all(files.map(async (file) => ({ path: file, content: await readFile(file, 'utf8') })))
}
