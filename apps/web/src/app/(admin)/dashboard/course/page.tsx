import { SystemListScreen } from '@web/modules/system/system-screens';
import { systemMetadata } from '@web/modules/system/metadata';

export const generateMetadata = () => systemMetadata('courses.title');

export default function Page() {
  return <SystemListScreen resource="course" />;
}
