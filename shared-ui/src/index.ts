// shared-ui: the antd-based pieces for the signed-in portal, plus everything of shared-ui/light.
export * from './light';
export { primaryColorFor, ThemeProvider } from './theme/theme-provider';
