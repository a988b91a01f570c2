import type { FileFolder, FileUsage, FolderContents, FolderContentsQuery, ManagedFile, PaginationHeader } from '@lexam/contracts';
import { adminApi } from '@web/lib/store/api';

export interface ContentsPage extends FolderContents {
  pagination: PaginationHeader | null;
}

/** The files manager's calls (docs/files.md). Any change marks the tree and every folder's contents out of date. */
export const filesApi = adminApi.enhanceEndpoints({ addTagTypes: ['FileFolders', 'FolderContents'] }).injectEndpoints({
  endpoints: (build) => ({
    fileFolders: build.query<FileFolder[], void>({
      query: () => 'Files/getFolders',
      providesTags: ['FileFolders'],
    }),
    folderContents: build.query<ContentsPage, Partial<FolderContentsQuery>>({
      query: (params) => ({ url: 'Files/getFolderContents', params: { ...params, search: params.search || undefined } }),
      transformResponse: (contents: FolderContents, meta) => ({ ...contents, pagination: meta?.pagination ?? null }),
      providesTags: ['FolderContents'],
    }),
    createFolder: build.mutation<FileFolder, { parentId: number | null; name: string }>({
      query: (body) => ({ url: 'Files/createFolder', method: 'POST', body }),
      invalidatesTags: ['FileFolders', 'FolderContents'],
    }),
    renameFolder: build.mutation<FileFolder, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `Files/renameFolder/${id}`, method: 'PUT', body: { name } }),
      invalidatesTags: ['FileFolders', 'FolderContents'],
    }),
    moveFolder: build.mutation<FileFolder, { id: number; parentId: number | null }>({
      query: ({ id, parentId }) => ({ url: `Files/moveFolder/${id}`, method: 'PUT', body: { parentId } }),
      invalidatesTags: ['FileFolders', 'FolderContents'],
    }),
    deleteFolder: build.mutation<null, number>({
      query: (id) => ({ url: `Files/deleteFolder/${id}`, method: 'DELETE' }),
      invalidatesTags: ['FileFolders', 'FolderContents'],
    }),
    renameFile: build.mutation<ManagedFile, { id: number; originalName: string }>({
      query: ({ id, originalName }) => ({ url: `Files/renameFile/${id}`, method: 'PUT', body: { originalName } }),
      invalidatesTags: ['FolderContents'],
    }),
    moveFiles: build.mutation<{ moved: number }, { fileIds: number[]; folderId: number | null }>({
      query: (body) => ({ url: 'Files/moveFiles', method: 'PUT', body }),
      invalidatesTags: ['FolderContents'],
    }),
    deleteFile: build.mutation<null, number>({
      query: (id) => ({ url: `Files/deleteFile/${id}`, method: 'DELETE' }),
      invalidatesTags: ['FolderContents'],
    }),
    fileUsages: build.query<{ fileId: number; usages: FileUsage[] }, number>({
      query: (id) => `Files/getUsages/${id}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useFileFoldersQuery, useFolderContentsQuery, useCreateFolderMutation, useRenameFolderMutation, useMoveFolderMutation, useDeleteFolderMutation,
  useRenameFileMutation, useMoveFilesMutation, useDeleteFileMutation, useFileUsagesQuery,
} = filesApi;

/** The places a refused delete (409) lists, from the failure RTK Query keeps. */
export function usagesOf(failure: unknown): FileUsage[] | undefined {
  const data = failure && typeof failure === 'object' ? (failure as { data?: unknown }).data : undefined;
  const usages = data && typeof data === 'object' ? (data as { usages?: unknown }).usages : undefined;
  return Array.isArray(usages) ? (usages as FileUsage[]) : undefined;
}
