import { policyVersionPage } from '../../../policy-pages';

const page = policyVersionPage('privacy');

// NOTE: a version published after the build is rendered on its first visit, then kept.
export const dynamicParams = true;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
