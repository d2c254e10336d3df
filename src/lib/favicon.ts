import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The site's icon (public/favicon.svg, 194 bytes) written into each page's <link rel="icon"> as a
 * data: URL, so a first visit makes no request for it. Requested by the browser while the page was
 * still painting, on a connection of its own, it was the last request Lighthouse's simulator priced
 * into every page's largest paint (issue 53, decision 060). The file stays for what asks for it by
 * URL. The policy's `img-src` allows `data:`.
 */
export const faviconHref = `data:image/svg+xml,${encodeURIComponent(
  readFileSync(join(process.cwd(), 'public/favicon.svg'), 'utf8').trim(),
)}`;
