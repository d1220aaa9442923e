// Placeholder until this screen lands (issue 13).
import { ComingSoonPage } from '@/components/coming-soon-page';

export default ComingSoonPage;
