// shared-ui/antd for the component tests (jest.preset.web.cjs maps the name here): the same components,
// every one drawn at once, so a test of a dialog or a table does not wait for their code. The lazy drawing
// itself is tested in antd.test.tsx against antd.tsx.
export type { ColorPickerProps, DrawerProps, MenuProps, ModalProps, SelectProps, TableProps } from 'antd';
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
