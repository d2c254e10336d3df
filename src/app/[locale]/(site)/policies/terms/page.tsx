import { currentPolicyPage } from '../policy-pages';

const page = currentPolicyPage('terms');
export const generateMetadata = page.generateMetadata;
export default page.Page;
