import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';
import type { FileStorage } from './types';

const S3_NAMES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;

/**
 * The storage the settings ask for: an S3-compatible bucket when every S3_* setting is given, else
 * the local folder. Some but not all of them is a mistake, said at once rather than ignored.
 */
export function storageFromEnv(env: Record<string, string | undefined>, uploadsDir: string): FileStorage {
  const given = S3_NAMES.filter((name) => env[name]?.trim());
  if (given.length === 0) return new LocalFileStorage(uploadsDir);
  const missing = S3_NAMES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`Object storage needs every S3 setting: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`);
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  return new S3FileStorage({
    endpoint: env.S3_ENDPOINT!.trim(),
    bucket: env.S3_BUCKET!.trim(),
    accessKeyId: env.S3_ACCESS_KEY_ID!.trim(),
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!.trim(),
    region: env.S3_REGION!.trim(),
    forcePathStyle: pathStyle === 'true' || pathStyle === '1',
  });
}
