'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { NavItem } from './nav-items';

/**
 * What the menus read from the content (the layout reads it: decision 014): the published editions
 * and design theme years, newest first, as menu entries.
 */
type ShellMenus = { exhibitions: readonly NavItem[]; designThemes: readonly NavItem[] };
const MenusContext = createContext<ShellMenus>({ exhibitions: [], designThemes: [] });

export function ShellMenuProvider({
  exhibitions,
  designThemes,
  children,
}: {
  exhibitions: NavItem[];
  designThemes: NavItem[];
  children: ReactNode;
}) {
  return <MenusContext.Provider value={{ exhibitions, designThemes }}>{children}</MenusContext.Provider>;
}

/** The editions and design theme years, newest first (titles in the page's language). */
export const useShellMenus = () => useContext(MenusContext);
