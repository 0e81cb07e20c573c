import type { Page } from '@playwright/test';

/** The versions of every shared package the page has loaded, from Module Federation's share scope. */
export const loadedShares = (page: Page) =>
  page.evaluate(() => {
    type Loaded = { loaded?: boolean; lib?: unknown };
    type ShareInfo = Record<string, Record<string, Record<string, Loaded & { treeShaking?: Loaded }>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, ShareInfo> } })
      .__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, byVersion] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(byVersion)) {
            // A share tree-shaken by Module Federation keeps its loaded state beside the full one's.
            const inUse = info.loaded || info.lib || info.treeShaking?.loaded || info.treeShaking?.lib;
            if (inUse) loaded[name] = [...new Set([...(loaded[name] ?? []), version])];
          }
        }
      }
    }
    return loaded;
  });
