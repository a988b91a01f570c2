import { DESIRED_RETENTION, NEW_CARDS_PER_DAY, type FlashcardSettings, type UpdateFlashcardSettingsBody } from '@lexam/contracts';
import { eq, tables, type Database } from '@lexam/db';

const { flashcardSettings } = tables;

export const DEFAULT_SETTINGS: FlashcardSettings = { desiredRetention: DESIRED_RETENTION.default, newCardsPerDay: NEW_CARDS_PER_DAY.default, utcOffsetMinutes: 0 };

/** `GET FlashCard/settings`: the learner's, else the defaults. */
export async function getFlashcardSettings(db: Database, userId: number): Promise<FlashcardSettings> {
  const [row] = await db.select().from(flashcardSettings).where(eq(flashcardSettings.userId, userId)).limit(1);
  return row ? { desiredRetention: row.desiredRetention, newCardsPerDay: row.newCardsPerDay, utcOffsetMinutes: row.utcOffsetMinutes } : { ...DEFAULT_SETTINGS };
}

/** `PUT FlashCard/settings`: only what is sent changes (retention checked 0.70–0.99 by the contract). */
export async function updateFlashcardSettings(db: Database, userId: number, body: UpdateFlashcardSettingsBody): Promise<FlashcardSettings> {
  const next = { ...(await getFlashcardSettings(db, userId)), ...Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) };
  await db
    .insert(flashcardSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: flashcardSettings.userId, set: { ...next, updatedAt: new Date() } });
  return next;
}

/** The start of the learner's day that holds `now`, as a time (UTC). */
export function dayStart(now: Date, utcOffsetMinutes: number): Date {
  const local = now.getTime() + utcOffsetMinutes * 60_000;
  const midnight = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  return new Date(midnight - utcOffsetMinutes * 60_000);
}

/** A learner's local calendar day of a time, `yyyy-MM-dd`. */
export function localDate(time: Date, utcOffsetMinutes: number): string {
  return new Date(time.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}
