import { create } from 'zustand';

/**
 * What the shell's header and the portals tell each other, without importing
 * each other: shared-ui is a federation singleton, so host and remotes see
 * the same stores.
 */

export type FirmBranding = { name: string | null; color: string | null; logoUrl: string | null };

type ShellBridgeState = {
  /** The signed-in firm's name, colour and logo (A and U); the law-firm portal fills it in. */
  firm: FirmBranding;
  /** The header's 'User Management' item (A) asks the law-firm portal to open its dialog. */
  userManagementOpen: boolean;
  /** The header's 'View Profile' / 'Edit Profile' items (C and D) ask the creditor portal to open its panel. */
  profilePanel: 'view' | 'edit' | null;
  /** The shell's sidebar element; portals render their list into it with SidebarContent. */
  sidebarElement: HTMLElement | null;
};

const initialState: ShellBridgeState = {
  firm: { name: null, color: null, logoUrl: null },
  userManagementOpen: false,
  profilePanel: null,
  sidebarElement: null,
};

export const useShellBridge = create<ShellBridgeState>()(() => initialState);

export const shellBridge = {
  setFirm: (firm: Partial<FirmBranding>) =>
    useShellBridge.setState((state) => ({ firm: { ...state.firm, ...firm } })),
  openUserManagement: () => useShellBridge.setState({ userManagementOpen: true }),
  closeUserManagement: () => useShellBridge.setState({ userManagementOpen: false }),
  openProfile: (mode: 'view' | 'edit') => useShellBridge.setState({ profilePanel: mode }),
  closeProfile: () => useShellBridge.setState({ profilePanel: null }),
  setSidebarElement: (element: HTMLElement | null) => useShellBridge.setState({ sidebarElement: element }),
  /** After sign-out: forget the firm and close what was open. */
  reset: () =>
    useShellBridge.setState({ ...initialState, sidebarElement: useShellBridge.getState().sidebarElement }),
};
