import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/** OAuth clients (the `Authorization: Basic` caller of contract.md). A platform table. */
export const client = pgTable('blade_client', {
  clientId: varchar('client_id', { length: 64 }).primaryKey(),
  /** argon2id hash of the client secret */
  clientSecret: varchar('client_secret', { length: 255 }).notNull(),
  accessTokenValidity: integer('access_token_validity').notNull().default(3600),
  refreshTokenValidity: integer('refresh_token_validity').notNull().default(604800),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  status: integer('status').notNull().default(1),
})
