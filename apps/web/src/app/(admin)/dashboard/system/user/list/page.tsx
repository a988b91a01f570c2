import { SystemListScreen } from '@web/modules/system/system-screens';
import { systemMetadata } from '@web/modules/system/metadata';

export const generateMetadata = () => systemMetadata('users.title');

export default function Page() {
  return <SystemListScreen resource="user" />;
}
