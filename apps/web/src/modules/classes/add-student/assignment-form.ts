import type { z } from 'zod';
import type { AddUserToClassBodySchema } from '@lexam/contracts';

/** The addStudent form is PUT Class/addUserToClass's body, validated by the server's own schema. */
export type AssignmentFormInput = z.input<typeof AddUserToClassBodySchema>;
export type AssignmentFormOutput = z.output<typeof AddUserToClassBodySchema>;

/** A block with nothing chosen yet. */
export function emptyFormBlock(): AssignmentFormInput['blocks'][number] {
  return { userIds: [], subjectIds: [], roleId: null };
}
