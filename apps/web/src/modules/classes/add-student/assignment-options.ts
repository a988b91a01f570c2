import type { CourseIndex, Role, UserProfile } from '@lexam/contracts';
import type { AssignmentOption, AssignmentUserOption } from '@web/lib/store/slices/class-assignment-slice';
import { displayName } from '../display';

/** A site user as the users picker shows it: the name, and the address that tells namesakes apart. */
export function toUserOption(user: UserProfile): AssignmentUserOption {
  return { id: user.id, label: displayName(user), detail: user.email ?? user.username ?? '' };
}

/** SPEC.md 3: subject items map to an id and a label from name. */
export function toSubjectOption(subject: Pick<CourseIndex, 'id' | 'name'>): AssignmentOption {
  return { id: subject.id, label: subject.name };
}

export function toRoleOption(role: Pick<Role, 'id' | 'name'>): AssignmentOption {
  return { id: role.id, label: role.name };
}

/** The chosen options among those loaded, in the order of the ids. */
export function pickOptions<T extends AssignmentOption>(options: readonly T[], ids: readonly number[] | undefined): T[] {
  return (ids ?? []).flatMap((id) => options.filter((option) => option.id === id));
}

/**
 * The users a picker shows for the text typed: the server's answer as it is when it answers this
 * text; otherwise (the answer is on its way) those of the loaded users whose name or address holds it.
 */
export function narrowUsers(users: readonly AssignmentUserOption[], text: string, answered: string): AssignmentUserOption[] {
  const term = text.trim().toLocaleLowerCase();
  if (term === answered.trim().toLocaleLowerCase()) return [...users];
  return users.filter((user) => `${user.label}\n${user.detail}`.toLocaleLowerCase().includes(term));
}
