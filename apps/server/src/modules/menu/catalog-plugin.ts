import fp from 'fastify-plugin'
import { MenuCatalog } from './menu-catalog'

declare module 'fastify' {
  interface FastifyInstance {
    menuCatalog: MenuCatalog
  }
}

declare module '../../core/db/database' {
  interface CommittedEvents {
    /** the platform's menus changed: every tenant's codes and routes may have */
    'access:menus-changed': { menuIds: string[] }
  }
}

/** The menu catalog every request reads, one copy per process: reloaded when a menu change commits. */
export const menuCatalogPlugin = fp(
  async (app) => {
    const catalog = new MenuCatalog(app.db)
    app.decorate('menuCatalog', catalog)
    app.db.onCommitted('access:menus-changed', async () => {
      await catalog.reload()
    })
    app.addHook('onReady', async () => {
      await catalog.reload()
    })
  },
  { name: 'menu-catalog', dependencies: ['db'] },
)
