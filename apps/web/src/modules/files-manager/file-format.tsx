import AudioFileRoundedIcon from '@mui/icons-material/AudioFileRounded';
import ClosedCaptionRoundedIcon from '@mui/icons-material/ClosedCaptionRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import ImageRoundedIcon from '@mui/icons-material/ImageRounded';
import PictureAsPdfRoundedIcon from '@mui/icons-material/PictureAsPdfRounded';
import VideoFileRoundedIcon from '@mui/icons-material/VideoFileRounded';
import type { FileKind } from '@lexam/contracts';
import { intlLocale } from '@web/lib/i18n/intl-locale';

/** A size as people read it: 512 B, 3.4 KB, 12 MB (Latin digits in every language). */
export function formatSize(bytes: number, language?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

const ICONS = { image: ImageRoundedIcon, audio: AudioFileRoundedIcon, video: VideoFileRoundedIcon, captions: ClosedCaptionRoundedIcon, document: PictureAsPdfRoundedIcon, folder: FolderRoundedIcon } as const;

/** The icon of a kind of file, or of a folder. */
export function KindIcon({ kind }: { kind: FileKind | 'folder' }) {
  const Icon = ICONS[kind];
  return <Icon fontSize="small" color={kind === 'folder' ? 'warning' : 'action'} aria-hidden />;
}
