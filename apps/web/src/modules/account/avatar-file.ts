import { MAX_UPLOAD_BYTES } from '@lexam/contracts';

/** The image types the server recognises by their bytes. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
export const AVATAR_MAX_MB = MAX_UPLOAD_BYTES.image / (1024 * 1024);

/** Why a chosen file cannot be an avatar, checked before sending it (the server checks again). */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): 'notImage' | 'tooLarge' | null {
  if (!AVATAR_ACCEPT.split(',').includes(file.type)) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES.image) return 'tooLarge';
  return null;
}
