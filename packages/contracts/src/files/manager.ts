import { z } from 'zod';
import { FileKindSchema, StoredFileSchema } from './file';

/**
 * A folder's or a file's name as a person types it: shown only, never part of a path. Control
 * characters (NUL included), `/` and `\` are refused, as are `.` and `..`.
 */
const shownName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'Give a name.')
    .max(max, `At most ${max} characters.`)
    .regex(/^[^\p{Cc}/\\]*$/u, 'A name cannot hold "/", "\\" or control characters.')
    .regex(/^(?!\.{1,2}$)/, 'A name cannot be "." or "..".');

export const FolderNameSchema = shownName(100);
/** A folder id in a path or a query: 0 is the root. */
export const FolderRefSchema = z.coerce.number().int().min(0).max(2_147_483_647);
/** A folder a body puts something in: null (or 0) is the root. */
const TargetFolderSchema = z.number().int().min(0).max(2_147_483_647).nullable().transform((value) => (value ? value : null));

export const FileFolderSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FileFolder = z.infer<typeof FileFolderSchema>;

/** A file as the files manager lists it: where it is and how many places use it. */
export const ManagedFileSchema = StoredFileSchema.extend({
  folderId: z.number().int().nullable(),
  usageCount: z.number().int(),
});
export type ManagedFile = z.infer<typeof ManagedFileSchema>;

export const FILE_SORTS = ['name', 'kind', 'size', 'date'] as const;

/** `GET Files/getFolderContents`: a folder's subfolders and a page of its files; with `search`, files and folders named so anywhere. */
export const FolderContentsQuerySchema = z.object({
  folderId: FolderRefSchema.default(0),
  search: z.string().trim().max(200).optional(),
  kind: FileKindSchema.optional(),
  sort: z.enum(FILE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type FolderContentsQuery = z.infer<typeof FolderContentsQuerySchema>;

export const FolderContentsSchema = z.object({
  /** null: the root. */
  folder: FileFolderSchema.nullable(),
  /** From the root down to the folder itself (empty at the root): the breadcrumbs. */
  path: z.array(FileFolderSchema),
  folders: z.array(FileFolderSchema),
  /** This page of the files (`x-pagination` counts them). */
  files: z.array(ManagedFileSchema),
});
export type FolderContents = z.infer<typeof FolderContentsSchema>;

export const CreateFolderSchema = z.object({ parentId: TargetFolderSchema.default(null), name: FolderNameSchema });
export const RenameFolderSchema = z.object({ name: FolderNameSchema });
export const MoveFolderSchema = z.object({ parentId: TargetFolderSchema });
export const RenameFileSchema = z.object({ originalName: shownName(200) });
export const MoveFilesSchema = z.object({ fileIds: z.array(z.number().int().positive()).min(1).max(200), folderId: TargetFolderSchema });
export const UploadToFolderQuerySchema = z.object({ folderId: FolderRefSchema.default(0) });
export type CreateFolder = z.infer<typeof CreateFolderSchema>;
export type MoveFiles = z.infer<typeof MoveFilesSchema>;

/** One place that uses a file: a row of some content, by the column that holds the file. */
export const FileUsageSchema = z.object({
  /** The table, e.g. `videos`, `exam_sections`, `users`. */
  entity: z.string(),
  id: z.number().int(),
  /** The row's title, name or word when it has one. */
  title: z.string().nullable(),
  /** The column, e.g. `video_file_id`, `audio_file_key`. */
  field: z.string(),
});
export type FileUsage = z.infer<typeof FileUsageSchema>;

export const FileUsagesSchema = z.object({ fileId: z.number().int(), usages: z.array(FileUsageSchema) });

/** The 409 of `DELETE Files/deleteFile/{id}`: a problem body that also lists where the file is used. */
export const FileInUseProblemSchema = z.object({
  title: z.string(),
  status: z.literal(409),
  requestId: z.string().optional(),
  usages: z.array(FileUsageSchema),
});

/** A folder that still holds something is not deleted (409); these say what it holds. */
export const FolderNotEmptyProblemSchema = z.object({ title: z.string(), status: z.literal(409), requestId: z.string().optional(), folders: z.number().int(), files: z.number().int() });
