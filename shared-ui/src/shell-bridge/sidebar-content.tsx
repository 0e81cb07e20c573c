import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useShellBridge } from './shell-bridge';

/** Renders a portal's sidebar (title, search, list) into the shell's 320 px sidebar. */
export function SidebarContent({ children }: { children: ReactNode }) {
  const element = useShellBridge((state) => state.sidebarElement);
  return element ? createPortal(children, element) : null;
}
