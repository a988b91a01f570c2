import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/** The account's shape while it loads. */
export function AccountSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }} aria-hidden>
      <Card sx={{ p: 4, display: 'grid', justifyItems: 'center', gap: 2 }}>
        <Skeleton variant="circular" width={128} height={128} />
        <Skeleton width="60%" />
        <Skeleton width="80%" />
      </Card>
      <Card sx={{ p: 4, display: 'grid', gap: 2 }}>
        <Skeleton width="30%" height={32} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Card>
    </Box>
  );
}
