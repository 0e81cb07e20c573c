import type { Page } from '@playwright/test';

/** The versions of every shared package the page has loaded, from Module Federation's share scope. */
export const loadedShares = (page: Page) =>
  page.evaluate(() => {
    type ShareInfo = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, ShareInfo> } })
      .__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, byVersion] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(byVersion)) {
            if (info.loaded || info.lib) loaded[name] = [...new Set([...(loaded[name] ?? []), version])];
          }
        }
      }
    }
    return loaded;
  });
