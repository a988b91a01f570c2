'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassMember } from '@lexam/contracts';
import { adminClient } from '@web/lib/api';
import { useToast } from '@web/lib/toast';
import { problemTitle } from '@web/lib/api/problem';
import { displayName } from '../display';

/** Asks before removing one membership (DELETE Class/{id}/members/{memberId}), then says what happened. */
export function RemoveMemberDialog({ classId, className, member, onClose, onRemoved }: { classId: number; className: string; member: ClassMember | null; onClose: () => void; onRemoved: () => void }) {
  const { t } = useTranslation('classes');
  const toast = useToast();
  const [isSending, setSending] = useState(false);
  const name = member ? displayName(member) : '';

  const remove = async () => {
    if (!member) return;
    setSending(true);
    const result = await adminClient.delete(`Class/${classId}/members/${member.id}`);
    setSending(false);
    if (!result.ok) {
      toast.error(problemTitle(result.error));
      return;
    }
    toast.success(t('members.removed', { name }));
    onRemoved();
  };

  return (
    <Dialog open={Boolean(member)} onClose={isSending ? undefined : onClose} aria-labelledby="remove-member-title" fullWidth maxWidth="xs">
      <DialogTitle id="remove-member-title">{t('members.removeDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {member?.subject
            ? t('members.removeDialog.textSubject', { name, className, subject: member.subject.name })
            : t('members.removeDialog.text', { name, className })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit" disabled={isSending}>
          {t('members.removeDialog.cancel')}
        </Button>
        <Button onClick={remove} variant="contained" color="error" loading={isSending}>
          {t('members.removeDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
