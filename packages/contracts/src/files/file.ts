import { z } from 'zod';

/** `document`: PDF only. */
export const FILE_KINDS = ['image', 'audio', 'video', 'captions', 'document'] as const;
export const FileKindSchema = z.enum(FILE_KINDS);

/** Largest accepted upload per kind, in bytes. */
export const MAX_UPLOAD_BYTES: Record<(typeof FILE_KINDS)[number], number> = {
  image: 5 * 1024 * 1024,
  audio: 60 * 1024 * 1024,
  video: 500 * 1024 * 1024,
  /** WebVTT captions: text, a long lesson's are a few hundred kilobytes. */
  captions: 1024 * 1024,
  document: 20 * 1024 * 1024,
};

export const StoredFileSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: FileKindSchema,
  mime: z.string(),
  size: z.number().int(),
  originalName: z.string(),
  /** Where the file is served, with HTTP range requests. */
  url: z.string(),
  createdAt: z.string(),
  /** The files manager's folder; null: the root. */
  folderId: z.number().int().nullable().optional(),
});

export type FileKind = z.infer<typeof FileKindSchema>;
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** `GET Upload/getFiles`: the uploaded files, newest first, of one kind or all, searched by name. */
export const FileListQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  searchByName: z.string().trim().max(200).optional(),
  kind: FileKindSchema.optional(),
  /** Only the files of this files-manager folder (0: the root); every folder when absent. */
  folderId: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});
export type FileListQuery = z.infer<typeof FileListQuerySchema>;
