'use client';

import LoginRoundedIcon from '@mui/icons-material/LoginRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@web/lib/routes';

/**
 * The account corner of the dashboard header. A placeholder until sign-in exists: a guest avatar
 * with links to the admin sign-in and to the learner area.
 */
export function AccountButton() {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton aria-label={t('header.account')} aria-haspopup="dialog" onClick={(event) => setAnchor(event.currentTarget)} sx={{ p: 0.25, ml: 0.5 }}>
        <Avatar
          sx={(theme) => ({
            width: 36,
            height: 36,
            color: 'primary.contrastText',
            background: `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
            border: `2px solid ${theme.palette.background.paper}`,
            boxShadow: `0 0 0 2px ${theme.palette.primary.main}`,
          })}
        >
          <PersonRoundedIcon fontSize="small" />
        </Avatar>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 240, mt: 1 } } }}
      >
        <Box sx={{ p: 2, pb: 1.5 }}>
          <Typography variant="subtitle2">{t('header.guest')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('header.notSignedIn')}
          </Typography>
        </Box>
        <Divider sx={{ borderStyle: 'dashed' }} />
        <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Button component={NextLink} href={paths.page.home} onClick={close} color="inherit" startIcon={<SchoolOutlinedIcon />} sx={{ justifyContent: 'flex-start', fontWeight: 500 }}>
            {t('header.learnerArea')}
          </Button>
          <Button component={NextLink} href={paths.auth.loginAdmin} onClick={close} variant="contained" color="inherit" startIcon={<LoginRoundedIcon />}>
            {t('header.signIn')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
