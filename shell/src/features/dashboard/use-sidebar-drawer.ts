import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCompactLayout } from './use-compact-layout';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The sidebar as a drawer on narrow windows: the menu button opens it and focus moves into it; Escape, the
 * backdrop, a navigation (a case chosen in it) or a wider window close it, and focus returns to the button.
 */
export function useSidebarDrawer() {
  const compact = useCompactLayout();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const drawerRef = useRef<HTMLElement | null>(null);
  const location = useLocation();
  const shown = open && compact;

  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  // A navigation (the sidebar's links and cases) closes the drawer; focus stays where the page puts it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which `location.key` names
  useEffect(() => {
    setOpen(false);
  }, [location.key]);
  useEffect(() => {
    if (!compact) setOpen(false);
  }, [compact]);

  useEffect(() => {
    if (!shown) return;
    const drawer = drawerRef.current;
    // Once the drawer is drawn its first control can take focus: try for a few frames until it has.
    let frame = 0;
    let tries = 0;
    const focusInside = () => {
      const target = drawer?.querySelector<HTMLElement>(FOCUSABLE) ?? drawer;
      target?.focus();
      tries += 1;
      if (document.activeElement !== target && tries < 30) frame = requestAnimationFrame(focusInside);
    };
    frame = requestAnimationFrame(focusInside);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [shown, close]);

  return { open: shown, compact, toggle, close, buttonRef, drawerRef };
}
