import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    // The '@/...' imports of tsconfig.json, as Next resolves them.
    tsconfigPaths: true,
    // Server modules say `import 'server-only'`; tests are server code, as Next's server build is.
    alias: { 'server-only': path.resolve(import.meta.dirname, 'node_modules/server-only/empty.js') },
  },
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    // Multi-instance tests start servers on PostgreSQL and Redis: only the PostgreSQL layer of `npm test` runs them.
    // Fault tests (faults/, issue 21) start production instances and break their dependencies: only `npm test -- faults`.
    exclude: [
      'e2e/**',
      '**/node_modules/**',
      '.next/**',
      'tmp/**',
      ...(process.env.TEST_MULTI_INSTANCE === '1' ? [] : ['**/*.multi-instance.test.ts']),
      ...(process.env.TEST_FAULTS === '1' ? [] : ['faults/**']),
    ],
    // argon2id at OWASP parameters costs ~15 ms a hash; integration files seed a fresh database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
