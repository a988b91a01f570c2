import { and, desc, eq, or, tables, type Database } from '@lexam/db';

const { files } = tables;

/** Finds the stored file key of a test document's `audioFile` (or `imageFile`) name; undefined when there is none. */
export type ResolveAudio = (name: string) => Promise<string | undefined>;
export type ResolveFile = ResolveAudio;

/**
 * The default resolver of a kind of file: the name must be an uploaded file of that kind, given by
 * its stored key (`<uuid>.mp3`) or by the name it was uploaded under. A key wins over a name; of
 * several uploads with the same name the newest is taken (the author uploaded the file again to
 * replace it).
 */
export function fileResolver(db: Database, kind: 'audio' | 'image'): ResolveFile {
  return async (name) => {
    const rows = await db
      .select({ key: files.key, originalName: files.originalName })
      .from(files)
      .where(and(eq(files.kind, kind), or(eq(files.key, name), eq(files.originalName, name))))
      .orderBy(desc(files.createdAt), desc(files.id));
    return (rows.find((row) => row.key === name) ?? rows[0])?.key;
  };
}

/** The default `ResolveAudio`: an uploaded audio file by stored key or uploaded name. */
export function audioFileResolver(db: Database): ResolveAudio {
  return fileResolver(db, 'audio');
}
