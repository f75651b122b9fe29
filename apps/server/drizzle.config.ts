import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/core/**/schema.ts', './src/modules/*/schema.ts'],
  out: './src/migrations',
  entities: { roles: { provider: '', exclude: [] } },
})
