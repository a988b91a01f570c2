'use client';

import LockPersonRoundedIcon from '@mui/icons-material/LockPersonRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from 'next/link';

/** Shown instead of an account when nobody of that kind is signed in. */
export function SignedOutNotice({ title, text, action, href }: { title: string; text: string; action: string; href: string }) {
  return (
    <Box sx={{ py: 8, px: 2, display: 'grid', placeItems: 'center', textAlign: 'center' }}>
      <Box sx={{ maxWidth: 440 }}>
        <LockPersonRoundedIcon sx={{ fontSize: 56, color: 'text.disabled', mb: 1 }} aria-hidden />
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>{text}</Typography>
        <Button component={Link} href={href} variant="contained">
          {action}
        </Button>
      </Box>
    </Box>
  );
}
