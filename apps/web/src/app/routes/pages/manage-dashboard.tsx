// Placeholder until the page is built.
import { ComingSoonPage } from '@/components/coming-soon-page';

export default ComingSoonPage;
