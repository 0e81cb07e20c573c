// shared-ui/antd for the component tests (jest.preset.web.cjs maps the name here): the same components,
// every one drawn at once, so a test of a dialog or a table does not wait for their code. The lazy drawing
// itself is tested in antd.test.tsx against antd.tsx. Everything else is antd.tsx's own list, so the two
// cannot drift apart: a name exported here shadows the lazy one of the same name that `export *` brings.

export { ColorPicker, Drawer, Modal, Select, Table } from 'antd';
export * from './antd';
