import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the demo word lists' recordings are (`DemoWord.audio` names a file here). */
export const demoWordListAudioDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'audio');
