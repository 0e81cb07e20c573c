// shared-ui/antd: the antd components the portal uses, and nothing else of antd. It is a federation
// singleton of its own (rspack.config.base.ts) while antd itself is not shared: a shared module is bundled
// whole, so sharing antd shipped every component (the carousel, the tree, the date pickers …) to every page.
// Re-exported here, the bundler keeps only these, and the page still holds one antd: one ConfigProvider
// context, one theme, one CSS-in-JS cache. Every other module reaches antd through this name, never
// `antd` itself (biome.json refuses it outside this file), or it would bundle a second antd of its own.
// A component the portal starts to use is added to this list. The largest ones that a first screen does not
// need load when first drawn, from this same module's chunks, so still with the one antd: the table (42 KB
// gzip with its tree, pagination and filters), the colour picker (28 KB), the select, and the dialog and
// drawer, which load when first opened (a closed one draws nothing anyway).

import type { ColorPickerProps, DrawerProps, ModalProps, SelectProps, TableProps } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { i18n } from 'shared-ui/light';

export type { ColorPickerProps, DrawerProps, MenuProps, ModalProps, SelectProps, TableProps } from 'antd';
export {
  Alert,
  Badge,
  Button,
  Checkbox,
  Collapse,
  ConfigProvider,
  Descriptions,
  Dropdown,
  Empty,
  Input,
  List,
  Progress,
  Radio,
  Spin,
  Switch,
  Tabs,
  Tag,
} from 'antd';
export { default as antdLocaleEn } from 'antd/locale/en_US';
export { default as antdLocaleSv } from 'antd/locale/sv_SE';

/** What a lazily drawn component shows while its code loads: a polite, translated loading note. */
function Loading() {
  return (
    <div role="status" aria-live="polite" className="portal-visually-hidden">
      {i18n.t('common.loading')}
    </div>
  );
}

const loadTable = () => import('antd/es/table');
const LazyTable = lazy(loadTable) as unknown as ComponentType<TableProps<object>>;

/**
 * Starts fetching the table's code without drawing one: a screen that opens on a table (the firm's case
 * view) asks for it while its data is still on the way, so the table is not left waiting for its code.
 */
export function preloadTable(): Promise<unknown> {
  return loadTable().catch(() => undefined);
}
const LazyColorPicker = lazy(() => import('antd/es/color-picker'));

/** antd's Table, loaded when first drawn. */
export function Table<Row extends object>(props: TableProps<Row>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyTable {...(props as unknown as TableProps<object>)} />
    </Suspense>
  );
}

/** antd's ColorPicker, loaded when first drawn. */
export function ColorPicker(props: ColorPickerProps) {
  return (
    <Suspense fallback={<Loading />}>
      <LazyColorPicker {...props} />
    </Suspense>
  );
}

const LazySelect = lazy(() => import('antd/es/select')) as unknown as ComponentType<SelectProps<unknown>>;
const LazyModal = lazy(() => import('antd/es/modal'));
const LazyDrawer = lazy(() => import('antd/es/drawer'));

/** antd's Select, loaded when first drawn. */
export function Select<Value = unknown>(props: SelectProps<Value>) {
  return (
    <Suspense fallback={<Loading />}>
      <LazySelect {...(props as SelectProps<unknown>)} />
    </Suspense>
  );
}

/**
 * Draws an overlay (dialog, drawer) from the first time it is opened on, never before: closed, it shows
 * nothing, so its code is not needed. Once drawn it stays, so its closing animation and callbacks run.
 */
function OpenedOnce({ open, children }: { open: boolean | undefined; children: ReactNode }) {
  const [opened, setOpened] = useState(Boolean(open));
  if (open && !opened) setOpened(true);
  if (!opened && !open) return null;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/**
 * An overlay whose code has just arrived is first drawn closed, then opened: antd then opens it as it opens
 * one that was there all along (moving the focus into it, so Escape and Tab work in it at once).
 */
function ClosedFirst<Props extends { open?: boolean }>({
  overlay: Overlay,
  props,
}: {
  overlay: ComponentType<Props>;
  props: Props;
}) {
  const [drawnClosed, setDrawnClosed] = useState(false);
  useEffect(() => setDrawnClosed(true), []);
  return <Overlay {...props} open={drawnClosed ? props.open : false} />;
}

/** antd's Modal, loaded when first opened. */
export function Modal(props: ModalProps) {
  return (
    <OpenedOnce open={props.open || props.forceRender}>
      <ClosedFirst overlay={LazyModal} props={props} />
    </OpenedOnce>
  );
}

/** antd's Drawer, loaded when first opened. */
export function Drawer(props: DrawerProps) {
  return (
    <OpenedOnce open={props.open || props.forceRender}>
      <ClosedFirst overlay={LazyDrawer} props={props} />
    </OpenedOnce>
  );
}
