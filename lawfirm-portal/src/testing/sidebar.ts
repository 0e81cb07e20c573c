import { act } from '@testing-library/react';
import { shellBridge } from 'shared-ui';

/** Gives the portal a sidebar element to render into, as the shell's layout does. */
export function mountShellSidebar(): HTMLElement {
  const element = document.createElement('aside');
  element.setAttribute('aria-label', 'Sidebar');
  document.body.appendChild(element);
  act(() => shellBridge.setSidebarElement(element));
  return element;
}
