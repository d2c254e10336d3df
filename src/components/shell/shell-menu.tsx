'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { NavItem } from './nav-items';

/** The published editions for the header, side menu and footer (the layout reads them: decision 014). */
const ExhibitionsContext = createContext<readonly NavItem[]>([]);

export function ShellMenuProvider({
  exhibitions,
  children,
}: {
  exhibitions: NavItem[];
  children: ReactNode;
}) {
  return <ExhibitionsContext.Provider value={exhibitions}>{children}</ExhibitionsContext.Provider>;
}

/** The editions, newest first, as menu entries (their titles in the page's language). */
export const useExhibitionsMenu = () => useContext(ExhibitionsContext);
