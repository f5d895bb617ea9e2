// The content module: banners, pages and promotions, and the starting content a new installation is
// seeded with once its database is migrated.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createContentService, type ContentService } from './content.service.ts';
import { seedContent } from './seed/seed.ts';

export interface ContentModuleDeps {
  db: Db;
}

export type ContentModule = ContentService & {
  /** Seeds the starting content when the app is ready. */
  jobs(app: FastifyInstance): void;
};

export function createContentModule(deps: ContentModuleDeps): ContentModule {
  const { db } = deps;
  return {
    ...createContentService({ db }),
    jobs(app) {
      // onReady runs after main.ts has migrated the database; a failed seed must not stop the start.
      app.addHook('onReady', async () => {
        try {
          if (await seedContent(db)) app.log.info('seeded the starting banners, pages and promotions');
        } catch (err) {
          app.log.warn({ err }, 'content seed failed');
        }
      });
    },
  };
}
