'use client';

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormHelperText from '@mui/material/FormHelperText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ACTIONS, RESOURCES } from '@lexam/contracts';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '@web/modules/resource';
import { allPermissions, columnPermissions, groupState, permissionOf, rowPermissions, toggleGroup, togglePermission } from './permission-matrix-model';

const stickyCell = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

/**
 * A role's permissions as a matrix: resources down, read/create/update/delete across; a row's,
 * a column's or the corner checkbox chooses a whole group at once.
 */
export function PermissionMatrixField({ label, value, onChange, error, disabled }: CustomFieldProps) {
  const { t } = useTranslation('system');
  const selected = Array.isArray(value) ? (value as string[]) : [];
  const all = allPermissions();
  const box = (state: ReturnType<typeof groupState>) => ({ checked: state === 'all', indeterminate: state === 'some' });

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="permission-matrix-count">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography component="legend" variant="subtitle1">
          {label}
        </Typography>
        <Typography id="permission-matrix-count" variant="body2" sx={{ color: 'text.secondary' }}>
          {t('permissionMatrix.count', { count: all.filter((name) => selected.includes(name)).length, total: all.length })}
        </Typography>
      </Box>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label={label} sx={{ minWidth: { xs: 400, sm: 520 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...stickyCell, zIndex: 3, bgcolor: 'background.neutral' }}>
                <Checkbox {...box(groupState(selected, all))} disabled={disabled} onChange={() => onChange(toggleGroup(selected, all))} slotProps={{ input: { 'aria-label': t('permissionMatrix.toggleAll') } }} />
                {t('permissionMatrix.resource')}
              </TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                    {t(`permissionMatrix.actions.${action}`)}
                    <Checkbox
                      size="small"
                      {...box(groupState(selected, columnPermissions(action)))}
                      disabled={disabled}
                      onChange={() => onChange(toggleGroup(selected, columnPermissions(action)))}
                      slotProps={{ input: { 'aria-label': t('permissionMatrix.toggleColumn', { action: t(`permissionMatrix.actions.${action}`) }) } }}
                    />
                  </Box>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {RESOURCES.map((resource) => {
              const resourceLabel = t(`permissionMatrix.resources.${resource}`);
              return (
                <TableRow key={resource} hover>
                  <TableCell component="th" scope="row" sx={{ ...stickyCell, whiteSpace: 'nowrap' }}>
                    <Checkbox
                      size="small"
                      {...box(groupState(selected, rowPermissions(resource)))}
                      disabled={disabled}
                      onChange={() => onChange(toggleGroup(selected, rowPermissions(resource)))}
                      slotProps={{ input: { 'aria-label': t('permissionMatrix.toggleRow', { resource: resourceLabel }) } }}
                    />
                    {resourceLabel}
                  </TableCell>
                  {ACTIONS.map((action) => {
                    const name = permissionOf(resource, action);
                    return (
                      <TableCell key={action} align="center" padding="checkbox">
                        <Checkbox
                          checked={selected.includes(name)}
                          disabled={disabled}
                          onChange={() => onChange(togglePermission(selected, name))}
                          name={name}
                          slotProps={{ input: { 'aria-label': t('permissionMatrix.cell', { resource: resourceLabel, action: t(`permissionMatrix.actions.${action}`) }) } }}
                        />
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
