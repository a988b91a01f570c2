'use client';

import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Link from 'next/link';

/** "Already have an account? Sign in" under a form. */
export function AuthFooterLink({ question, label, href }: { question?: string; label: string; href: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center', color: 'text.secondary' }}>
      {question ? `${question} ` : null}
      <MuiLink component={Link} href={href} underline="hover" sx={{ fontWeight: 600 }}>
        {label}
      </MuiLink>
    </Typography>
  );
}
