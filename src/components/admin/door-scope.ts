/** The door page, and the scope of its service worker and web app manifest (decision 018). */
export const DOOR_SCOPE = '/admin/check-in';
/** The door's service worker script (public/door-sw.js). */
export const DOOR_WORKER = '/door-sw.js';
