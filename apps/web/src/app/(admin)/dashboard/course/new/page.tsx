import { SystemFormScreen } from '@web/modules/system/system-screens';
import { systemMetadata } from '@web/modules/system/metadata';

export const generateMetadata = () => systemMetadata('courses.create');

export default function Page() {
  return <SystemFormScreen resource="course" />;
}
