'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import { useTranslation } from 'react-i18next';
import { useCan } from '@web/modules/resource';
import { OrderButtons } from '../order-buttons';

/** The action row of a section, group or question card: order, delete, save. */
export function NodeActions({ label, isFirst, isLast, onMove, onDelete, onSave, isDirty, isSaving, permission, canDelete = true }: {
  label: string;
  isFirst: boolean;
  isLast: boolean;
  onMove?: (step: -1 | 1) => void;
  onDelete?: () => void;
  onSave: () => void;
  isDirty: boolean;
  isSaving: boolean;
  permission: 'ielts-online-test' | 'online-toeic-test' | 'grammar-online-test' | 'online-passage' | 'online-part';
  canDelete?: boolean;
}) {
  const { t } = useTranslation('exam-admin');
  const can = useCan();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, justifyContent: 'flex-end' }}>
      {onMove && can(`${permission}.update`) && <OrderButtons label={label} isFirst={isFirst} isLast={isLast} onMove={onMove} />}
      {onDelete && can(`${permission}.delete`) && (
        <Tooltip title={canDelete ? t('delete') : t('editor.lockedDelete')}>
          <span>
            <IconButton size="small" aria-label={t('deleteNamed', { name: label })} onClick={onDelete} disabled={!canDelete}>
              <DeleteOutlineRoundedIcon fontSize="small" color={canDelete ? 'error' : 'disabled'} />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {can(`${permission}.update`) && (
        <Button size="small" variant="contained" onClick={onSave} disabled={!isDirty} loading={isSaving} sx={{ marginInlineStart: 1 }}>
          {t('save')}
        </Button>
      )}
    </Box>
  );
}
