// shared-ui/antd: the antd components the portal uses, and nothing else of antd. It is a federation
// singleton of its own (rspack.config.base.ts) while antd itself is not shared: a shared module is bundled
// whole, so sharing antd shipped every component (the carousel, the tree, the date pickers …) to every page.
// Re-exported here, the bundler keeps only these, and the page still holds one antd: one ConfigProvider
// context, one theme, one CSS-in-JS cache. Every other module reaches antd through this name, never
// `antd` itself (biome.json refuses it outside this file), or it would bundle a second antd of its own.
// A component the portal starts to use is added to this list.

export type { MenuProps } from 'antd';
export {
  Alert,
  Badge,
  Button,
  Checkbox,
  Collapse,
  ColorPicker,
  ConfigProvider,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Input,
  List,
  Modal,
  Progress,
  Radio,
  Select,
  Spin,
  Switch,
  Table,
  Tabs,
  Tag,
} from 'antd';
export { default as antdLocaleEn } from 'antd/locale/en_US';
export { default as antdLocaleSv } from 'antd/locale/sv_SE';
