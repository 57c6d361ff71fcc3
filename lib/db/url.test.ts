import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { databaseUrlFromEnv, DEFAULT_DATABASE_URL, parseDatabaseUrl, providerOf, redact, withPostgresSchema } from './url.ts'

describe('database URLs', () => {
  it('defaults to the embedded SQLite file', () => {
    expect(databaseUrlFromEnv({})).toBe(DEFAULT_DATABASE_URL)
    expect(databaseUrlFromEnv({ DATABASE_URL: '  ' })).toBe(DEFAULT_DATABASE_URL)
  })

  it('picks the provider by scheme', () => {
    expect(providerOf('file:./x.db')).toBe('sqlite')
    expect(providerOf('postgres://u@h/db')).toBe('postgresql')
    expect(providerOf('postgresql://u@h/db')).toBe('postgresql')
    expect(() => providerOf('mysql://u@h/db')).toThrow(/Unsupported DATABASE_URL/)
  })

  it('resolves SQLite paths against the working directory and drops query parameters', () => {
    expect(parseDatabaseUrl('file:./data/a.db?connection_limit=1')).toMatchObject({
      provider: 'sqlite',
      filePath: path.resolve('data/a.db'),
    })
    expect(parseDatabaseUrl('file::memory:')).toMatchObject({ filePath: ':memory:' })
  })

  it('moves ?schema= out of the PostgreSQL connection string', () => {
    expect(parseDatabaseUrl('postgresql://postgres@127.0.0.1:5432/test?schema=t_1&sslmode=disable')).toEqual({
      provider: 'postgresql',
      url: 'postgresql://postgres@127.0.0.1:5432/test?schema=t_1&sslmode=disable',
      connectionString: 'postgresql://postgres@127.0.0.1:5432/test?sslmode=disable',
      schema: 't_1',
    })
    expect(parseDatabaseUrl('postgres://h/db')).toMatchObject({ schema: 'public' })
    expect(() => parseDatabaseUrl('postgres://h/db?schema=a;drop')).toThrow(/Invalid PostgreSQL schema/)
    expect(withPostgresSchema('postgres://h/db?schema=a', 'b')).toBe('postgres://h/db?schema=b')
  })

  it('never prints passwords', () => {
    expect(redact('postgresql://user:secret@h/db')).toBe('postgresql://user:***@h/db')
  })
})
