'use client';

import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** A placeholder while the layout row is looked up. */
export function FormSkeletonFallback() {
  return (
    <Box sx={{ p: 3 }}>
      <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={200} />
    </Box>
  );
}
