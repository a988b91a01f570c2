import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { ClassCreateSchema, ClassUpdateSchema, type ClassRow } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineResource } from '@web/modules/resource';
import { classCalls } from './system-calls';
import { SYSTEM_CRUMBS } from './system-crumbs';

const classPaths = paths.dashboard.system.class;

/** Classes: a name and a description; their students live on screens of their own. */
export const classResource = defineResource<ClassRow>({
  key: 'class',
  entity: 'Class',
  permission: 'class',
  ns: 'system',
  labels: { list: 'classes.title', create: 'classes.create', edit: 'classes.edit' },
  breadcrumbs: SYSTEM_CRUMBS,
  paths: classPaths,
  rowLabel: (row) => row.name,
  calls: classCalls,
  list: {
    searchLabel: 'classes.search',
    rowActions: [
      { id: 'students', label: 'classes.students', icon: <GroupsRoundedIcon />, permission: 'class.read', href: (row) => classPaths.userClass(row.id) },
      { id: 'addStudents', label: 'classes.addStudents', icon: <PersonAddAlt1RoundedIcon />, permission: 'class.update', href: (row) => classPaths.addStudent(row.id) },
    ],
    columns: [
      { field: 'name', label: 'fields.name', sortable: true, minWidth: 160 },
      { field: 'description', label: 'fields.description', flex: 2, minWidth: 200 },
      { field: 'memberCount', label: 'classes.fields.memberCount', kind: 'number', width: 120 },
      { field: 'createdAt', label: 'fields.createdAt', kind: 'date', sortable: true, width: 130 },
    ],
  },
  form: {
    createSchema: ClassCreateSchema,
    updateSchema: ClassUpdateSchema,
    createDefaults: () => ({ name: '', description: '' }),
    toValues: (row) => ({ name: row.name, description: row.description }),
    fields: [
      { name: 'name', label: 'fields.name', kind: 'text', autoComplete: 'off' },
      { name: 'description', label: 'fields.description', kind: 'multiline' },
    ],
  },
});
