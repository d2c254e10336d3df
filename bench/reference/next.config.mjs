// The bench's reference page: the least a Next.js page can be on this stack (one heading, one
// paragraph, one link), built and scored beside the site so a bench run tells the machine's own
// floor apart from what the site adds. Not part of the product. See bench/run.mjs.
import { fileURLToPath } from 'node:url';

export default {
  // NOTE: packages resolve from the repository's node_modules.
  turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
  poweredByHeader: false,
};
