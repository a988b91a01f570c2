import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import { classType, type ClassRow } from '@lexam/contracts';
import { paths } from '@web/lib/routes';
import { defineContentResource } from '@web/modules/resource';
import { classCalls } from './system-calls';
import { SYSTEM_CRUMBS } from './system-crumbs';

const classPaths = paths.dashboard.system.class;

/** Classes: a name and a description; their students live on screens of their own. */
export const classResource = defineContentResource<ClassRow>(classType, {
  key: 'class',
  labelKey: 'classes',
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
  },
  columns: [
    { field: 'name', label: 'fields.name', minWidth: 160 },
    { field: 'description', label: 'fields.description', flex: 2, minWidth: 200 },
    { field: 'memberCount', width: 120 },
    { field: 'createdAt', label: 'fields.createdAt', width: 130 },
  ],
  fields: {
    name: { label: 'fields.name', autoComplete: 'off' },
    description: { label: 'fields.description' },
  },
});
