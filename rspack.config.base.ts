// One base for the three apps: loaders, output naming, HTML, minification and the federation singletons.
// Each app's rspack.config.ts only adds its name, port and exposes. Loaded by @rspack/cli (jiti) as ESM.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, type RspackPluginInstance, rspack } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { runtimeConfigFromEnv } from './scripts/lib/runtime-config.mjs';
import {
  contentSecurityPolicy,
  NONCE_PLACEHOLDER,
  newNonce,
  securityFor,
} from './scripts/lib/security-headers.mjs';
import { usedExportsOf } from './scripts/lib/used-exports.mjs';

type ModuleFederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];
type SharedConfig = {
  singleton: true;
  requiredVersion: string | false;
  eager?: false;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
};

/** Browsers we ship to: evergreen only, so SWC keeps modern syntax (smaller bundles). */
const browserTargets = ['chrome >= 111', 'edge >= 111', 'firefox >= 111', 'safari >= 16.4'];

/**
 * Packages that exist once per page. Non-eager on purpose: a shared module is fetched only when the first
 * module that imports it is loaded, so the login page (which never imports antd) never downloads antd.
 * `shared-ui/light` is its own share so the login page gets i18n and the toast store without antd; shared-ui
 * must reach light.ts through that same name (`export * from 'shared-ui/light'`), never by a relative path,
 * or its state would be duplicated.
 */
const singletonPackages = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  // antd only through the design-system module (shared-ui/src/antd.tsx): antd itself is not shared, so the
  // bundler keeps only the components that module re-exports.
  'shared-ui/antd',
  'dayjs',
  'zustand',
  'zustand/middleware',
  'i18next',
  'react-i18next',
  'shared-ui',
  'shared-ui/light',
  'shared-api',
  // zod only through shared-api/zod (tree-shaken to what the code uses): once per page, not per container.
  'shared-api/zod',
  // The case tabs both remotes show: one copy on the page, on the page's one shared-ui and shared-api.
  'case-tabs',
  // The one server-state cache: its context must be the shell's in both remotes.
  '@tanstack/react-query',
] as const;

/**
 * Shared modules that Module Federation tree-shakes to the names the browser packages import from them
 * (a shared module is otherwise bundled whole: react-router's data router, server rendering and cookie
 * helpers, 181 KB minified). Every app keeps the same list, read from the sources (scripts/lib/
 * used-exports.mjs), so the host's copy covers every remote and stays the page's one copy. react-router
 * itself is not a share of its own: only react-router-dom imports it, inside that one tree-shaken module.
 */
const treeShaken: Partial<Record<(typeof singletonPackages)[number], () => string[]>> = {
  'react-router-dom': () => usedExportsOf('react-router-dom'),
};

/** The package a share key belongs to: 'react/jsx-runtime' -> 'react', '@tanstack/react-query' -> itself. */
function packageOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? shareKey);
}

function installedVersion(pkg: string, appDir: string): string | undefined {
  try {
    const requireFromApp = createRequire(path.join(appDir, 'package.json'));
    const manifestPath = requireFromApp.resolve(`${pkg}/package.json`);
    return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** The singletons of the agreed interface, requiredVersion from the app's package.json (or what is installed). */
export function sharedSingletons(appDir: string): Record<string, SharedConfig> {
  const appPackage = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const shared: Record<string, SharedConfig> = {};
  for (const key of singletonPackages) {
    const pkg = packageOf(key);
    const declared = appPackage.dependencies?.[pkg];
    const installed = installedVersion(pkg, appDir);
    if (!declared && !installed) continue; // an optional package (icons, dayjs) nobody installed
    shared[key] = { singleton: true, requiredVersion: declared ?? (installed ? `^${installed}` : false) };
    const kept = treeShaken[key];
    if (kept) shared[key].treeShaking = { mode: 'runtime-infer', usedExports: kept() };
  }
  return shared;
}

export interface AppOptions {
  /** Federation name and uniqueName: 'shell', 'lawfirm', 'creditor'. */
  name: string;
  /** The app's folder (holds package.json, src/, public/). */
  appDir: string;
  /** Dev-server port. */
  port: number;
  /** Remotes only: the modules they expose, e.g. { './routes': './src/routes.tsx' }. */
  exposes?: Record<string, string>;
  /** Host only: runtime plugins (paths) added to the federation runtime. */
  runtimePlugins?: string[];
  /** HTML page title. */
  title: string;
}

const isRemote = (options: AppOptions) => Boolean(options.exposes);

function federation(options: AppOptions): ModuleFederationOptions {
  const common = {
    name: options.name,
    shared: sharedSingletons(options.appDir),
    shareStrategy: 'loaded-first' as const,
    dts: false,
  };
  // One federation runtime per page: the shell's. In production the shell puts its runtime core on the
  // page's global and the remotes' containers use it instead of bundling their own copy (a remote's
  // standalone page then runs only under its dev server, which keeps the runtime in).
  const production = process.env.NODE_ENV !== 'development';
  if (!isRemote(options)) {
    // The host declares no remotes at build time: their manifest URLs come from /config.json at run time.
    return {
      ...common,
      remotes: {},
      runtimePlugins: options.runtimePlugins ?? [],
      manifest: false,
      experiments: { provideExternalRuntime: true },
    };
  }
  return {
    ...common,
    filename: 'remoteEntry.js',
    exposes: options.exposes,
    manifest: true,
    ...(production ? { experiments: { externalRuntime: true } } : {}),
  };
}

/**
 * The dev server sends the production security headers (scripts/lib/security-headers.mjs) so that a CSP
 * violation shows up while developing. Its page is compiled with one nonce per start (`devNonce`), where the
 * production servers write a fresh one into every response.
 */
function devServer(options: AppOptions, devNonce: string): Configuration['devServer'] {
  const env = process.env;
  const apiUrl = env.API_URL ?? `http://127.0.0.1:${env.API_PORT ?? '4000'}`;
  const security = securityFor(isRemote(options) ? (options.name as 'lawfirm' | 'creditor') : 'shell', {
    publicUrl: `http://localhost:${options.port}`,
    remotes: runtimeConfigFromEnv(env).remotes,
  });
  return {
    port: options.port,
    host: 'localhost',
    hot: true,
    historyApiFallback: true,
    headers: {
      'Access-Control-Allow-Origin': '*',
      ...security.headers,
      'Content-Security-Policy': contentSecurityPolicy({
        trustedOrigins: security.trustedOrigins,
        nonce: devNonce,
      }),
    },
    proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: true }],
    setupMiddlewares: (middlewares) => {
      if (isRemote(options)) return middlewares;
      // The shell's run-time config, as scripts/serve-shell.mjs serves it in production.
      middlewares.unshift({
        name: 'runtime-config',
        path: '/config.json',
        middleware: (
          _req: unknown,
          res: { setHeader(k: string, v: string): void; end(body: string): void },
        ) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(runtimeConfigFromEnv(process.env)));
        },
      });
      return middlewares;
    },
  };
}

/**
 * react-router 7 maps every export condition to its development build (warnings, 60 KB gzip); production
 * builds use its production files instead.
 */
function productionAliases(appDir: string): Record<string, string> {
  try {
    const requireFromApp = createRequire(path.join(appDir, 'package.json'));
    const routerDir = path.dirname(requireFromApp.resolve('react-router/package.json'));
    return {
      'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
      'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
    };
  } catch {
    return {};
  }
}

/** The full rspack configuration of one app. Mode follows NODE_ENV (the CLI sets it: build -> production). */
export function createAppConfig(options: AppOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const serving = Boolean(process.env.RSPACK_SERVE) || process.argv.includes('serve');
  const refresh = !production && serving;
  const remote = isRemote(options);
  const hashed = (ext: string) => (production ? `[name].[contenthash:10]${ext}` : `[name]${ext}`);
  const publicDir = path.join(options.appDir, 'public');
  const template = path.join(publicDir, 'index.html');
  // The page's CSP nonce: a placeholder the production servers replace per response, or the dev server's own.
  const cspNonce = serving ? newNonce() : NONCE_PLACEHOLDER;

  const plugins: RspackPluginInstance[] = [
    new ModuleFederationPlugin(federation(options)) as unknown as RspackPluginInstance,
    new rspack.HtmlRspackPlugin({
      title: options.title,
      // Only the app's own entry: a remote's container (remoteEntry.js) is for the shell, not for this page.
      chunks: ['main'],
      // Absolute script URLs so deep links (/dashboard/...) of the standalone page work too.
      publicPath: '/',
      ...(remote
        ? { templateContent: remoteHtml(options.title, cspNonce) }
        : { template, templateParameters: { cspNonce } }),
      favicon: remote ? undefined : path.join(publicDir, 'favicon.svg'),
      minify: production,
    }),
  ];
  if (refresh) plugins.push(new ReactRefreshRspackPlugin() as unknown as RspackPluginInstance);

  return {
    context: options.appDir,
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { main: './src/index.ts' },
    // Production maps hold the whole source: written without a sourceMappingURL comment and moved out of dist/
    // by scripts/build.mjs (scripts/lib/source-maps.mjs), never served.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      // The shell serves deep links (/dashboard/...) from index.html, so its assets need absolute URLs; a
      // remote's are found relative to wherever its remoteEntry.js was loaded from.
      publicPath: remote ? 'auto' : '/',
      uniqueName: options.name,
      filename: hashed('.js'),
      chunkFilename: hashed('.js'),
      cssFilename: hashed('.css'),
      cssChunkFilename: hashed('.css'),
      assetModuleFilename: production ? 'assets/[name].[contenthash:10][ext]' : 'assets/[name][ext]',
      // Module Federation builds a full copy of each tree-shaken share there, before this build's files.
      clean: { keep: /^independent-packages\// },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.jsx', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: production ? productionAliases(options.appDir) : {},
    },
    module: {
      rules: [
        {
          test: /\.(ts|tsx|jsx)$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh } },
            },
            env: { targets: browserTargets },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i, type: 'asset' },
      ],
    },
    plugins,
    optimization: {
      minimize: production,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin(), new rspack.LightningCssMinimizerRspackPlugin()],
    },
    performance: { hints: false },
    devServer: devServer(options, cspNonce),
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/** The standalone page of a remote (its team's dev harness); the shell never loads it. */
function remoteHtml(title: string, cspNonce: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><meta property="csp-nonce" nonce="${cspNonce}" /><link rel="icon" href="data:," /><title>${title}</title></head>
  <body><div id="root"></div></body>
</html>`;
}
