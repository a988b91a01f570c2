import type { SpeakingPart } from '@lexam/contracts';
import { SPEAKING_PARTS } from '@web/lib/routes';

export const isSpeakingPart = (value: string | undefined): value is SpeakingPart => (SPEAKING_PARTS as readonly string[]).includes(value ?? '');
