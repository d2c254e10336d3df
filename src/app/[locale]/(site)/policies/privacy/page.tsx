import { currentPolicyPage } from '../policy-pages';

const page = currentPolicyPage('privacy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
