export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv): {
  audience: 'lawfirm' | 'creditor';
  remotes: { lawfirm: string; creditor: string };
};
