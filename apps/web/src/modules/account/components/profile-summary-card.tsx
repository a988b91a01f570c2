'use client';

import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRoundedIcon from '@mui/icons-material/PhotoCameraRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@lexam/contracts';
import { toLanguage } from '@web/lib/i18n/config';
import { useToast } from '@web/lib/toast';
import { displayName, formatDate } from '@web/modules/classes/display';
import { AVATAR_ACCEPT, AVATAR_MAX_MB, avatarFileProblem } from '../avatar-file';

export interface ProfileSummaryCardProps {
  profile: UserProfile;
  /** Sends the chosen image and keeps it as the avatar; resolves whether it worked (the caller says why not). */
  onUpload: (file: File) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

/** Who is signed in: the avatar (change or remove it), name, address, roles and since when. */
export function ProfileSummaryCard({ profile, onUpload, onRemove }: ProfileSummaryCardProps) {
  const { t, i18n } = useTranslation('account');
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const name = displayName(profile);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? 'en';

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      toast.error(t(`avatar.${problem}`, { size: AVATAR_MAX_MB }));
      return;
    }
    setBusy('upload');
    if (await onUpload(file)) toast.success(t('avatar.uploaded'));
    setBusy(null);
  };

  const remove = async () => {
    setBusy('remove');
    if (await onRemove()) toast.success(t('avatar.removed'));
    setBusy(null);
  };

  return (
    <Card sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Avatar
        src={profile.avatarUrl ?? undefined}
        alt={t('avatar.alt', { name })}
        data-testid="account-avatar"
        sx={(theme) => ({
          width: 128,
          height: 128,
          mx: 'auto',
          fontSize: 48,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          border: `4px solid ${theme.palette.background.paper}`,
          boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
        })}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <input ref={input} type="file" accept={AVATAR_ACCEPT} hidden onChange={pick} data-testid="avatar-input" aria-label={t('avatar.change')} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<PhotoCameraRoundedIcon />} onClick={() => input.current?.click()} loading={busy === 'upload'} disabled={busy !== null}>
          {t('avatar.change')}
        </Button>
        {profile.avatarUrl ? (
          <Button size="small" color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={remove} loading={busy === 'remove'} disabled={busy !== null}>
            {t('avatar.remove')}
          </Button>
        ) : null}
      </Stack>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
        {t('avatar.hint', { size: AVATAR_MAX_MB })}
      </Typography>

      <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="account-name">
        {name}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {profile.email ?? profile.username}
      </Typography>
      {profile.roles.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.75, mt: 2 }} aria-label={t('summary.roles')}>
          {profile.roles.map((role) => (
            <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
          ))}
        </Box>
      ) : null}
      <Typography variant="caption" component="p" sx={{ color: 'text.disabled', mt: 2 }}>
        {t('summary.memberSince', { date: formatDate(profile.createdAt, language) })}
      </Typography>
    </Card>
  );
}
