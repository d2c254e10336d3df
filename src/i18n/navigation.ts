import { navigation } from './navigation-base';

export const { redirect, usePathname, useRouter, getPathname } = navigation;
export { Link } from './intent-link';
