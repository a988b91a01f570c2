import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HeadphonesOutlinedIcon from '@mui/icons-material/HeadphonesOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import MenuOpenOutlinedIcon from '@mui/icons-material/MenuOpenOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SpellcheckOutlinedIcon from '@mui/icons-material/SpellcheckOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { NavIconName } from '@web/lib/routes';

/** The icon drawn for each icon name of the route table. */
export const NAV_ICONS: Record<NavIconName, typeof SvgIcon> = {
  dashboard: DashboardOutlinedIcon,
  folder: FolderOutlinedIcon,
  home: HomeOutlinedIcon,
  reading: AutoStoriesOutlinedIcon,
  listening: HeadphonesOutlinedIcon,
  speaking: RecordVoiceOverOutlinedIcon,
  writing: EditNoteOutlinedIcon,
  grammar: SpellcheckOutlinedIcon,
  toeic: SchoolOutlinedIcon,
  ielts: AssignmentOutlinedIcon,
  test: QuizOutlinedIcon,
  flashcard: StyleOutlinedIcon,
  video: VideoLibraryOutlinedIcon,
  user: PeopleAltOutlinedIcon,
  class: GroupsOutlinedIcon,
  grading: RateReviewOutlinedIcon,
  role: AdminPanelSettingsOutlinedIcon,
  permission: KeyOutlinedIcon,
  menu: MenuOpenOutlinedIcon,
  upload: CloudUploadOutlinedIcon,
};

export function NavIcon({ name, fontSize = 24 }: { name?: NavIconName; fontSize?: number }) {
  if (!name) return null;
  const Icon = NAV_ICONS[name];
  return <Icon sx={{ fontSize }} />;
}
