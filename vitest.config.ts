import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The '@/...' imports of tsconfig.json, as Next resolves them.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    exclude: ['e2e/**', '**/node_modules/**', '.next/**', 'tmp/**'],
    // argon2id at OWASP parameters costs ~15 ms a hash; integration files seed a fresh database.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
