import { type FilesWorld, loadWorld } from './files-fixtures';
import { createTestApp, type DemoUser, loginAll, type SignedIn, type TestApp } from './helper';

/** What a route test file works with: the app on its own database, the demo world's ids, everyone signed in. */
export interface DemoWorld {
  t: TestApp;
  w: FilesWorld;
  as: Record<DemoUser, SignedIn>;
}

/**
 * Builds the app on the demo world and signs every demo user in before the file's tests (beforeAll),
 * closes it after them; the returned object is filled in by then.
 */
export function useDemoWorld(): DemoWorld {
  const world = {} as DemoWorld;
  beforeAll(async () => {
    world.t = await createTestApp();
    world.w = await loadWorld(world.t.db);
    world.as = await loginAll(world.t.app);
  });
  afterAll(() => world.t.close());
  return world;
}
