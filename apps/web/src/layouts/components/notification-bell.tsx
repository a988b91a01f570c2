'use client';

import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Notification, NotificationList } from '@lexam/contracts';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HttpClient } from '@web/lib/api/http-client';
import { adminClient, learnerClient } from '@web/lib/api/clients';
import { downloadPreparedReport } from '@web/modules/resource/download-report';
import { problemTitle } from '@web/modules/resource/problem';
import { useToast } from '@web/lib/toast';

/** How often an admin's bell looks for new notifications (a report ready). */
const ADMIN_POLL_MS = 30_000;

/** The kind of a notification link (`/page/writing?…`), to name it in the interface language. */
const kindOf = (link: string | null) => (link?.startsWith('/page/speaking') ? 'speaking' : 'writing');

/**
 * The signed-in person's notifications (a learner's released grade, an admin's report ready): the
 * unread count on a bell; opening one marks it read and goes to its link (a ready report downloads).
 * Loaded after the page (see learner-layout.tsx, dashboard-layout.tsx), one small call.
 */
export function NotificationBell({ audience = 'learner' }: { audience?: 'learner' | 'admin' }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const toast = useToast();
  const client: HttpClient = audience === 'admin' ? adminClient : learnerClient;
  const [list, setList] = useState<NotificationList | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const load = () =>
      void client.get<NotificationList>('Notification/getList', { params: { pageSize: 10 } }).then((result) => {
        if (isCurrent && result.ok) setList(result.data);
      });
    load();
    // An admin waits for reports prepared in the background: the bell looks again while the tab is shown.
    const timer = audience === 'admin' ? window.setInterval(() => document.visibilityState === 'visible' && load(), ADMIN_POLL_MS) : undefined;
    return () => {
      isCurrent = false;
      window.clearInterval(timer);
    };
  }, [client, audience]);
  const unread = list?.unreadCount ?? 0;
  const open = async (notification: Notification) => {
    setAnchor(null);
    if (!notification.readAt) {
      setList((current) => current && { ...current, unreadCount: Math.max(0, current.unreadCount - 1), rows: current.rows.map((row) => (row.id === notification.id ? { ...row, readAt: new Date().toISOString() } : row)) });
      await client.post('Notification/markRead', { ids: [notification.id] });
    }
    if (notification.kind === 'report-ready' && notification.link) {
      const failure = await downloadPreparedReport(notification.link);
      if (failure) toast.error(problemTitle(failure));
    } else if (notification.link) router.push(notification.link);
  };
  return (
    <>
      <IconButton aria-label={unread ? t('notifications.openUnread', { count: unread }) : t('notifications.open')} onClick={(event) => setAnchor(event.currentTarget)} data-testid="notification-bell">
        <Badge badgeContent={unread > 0 ? unread : null} color="error">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 320, maxWidth: '90vw' } } }}>
        {(list?.rows ?? []).length === 0 && (
          <MenuItem disabled>
            <Typography variant="body2">{t('notifications.empty')}</Typography>
          </MenuItem>
        )}
        {(list?.rows ?? []).map((notification) => (
          <MenuItem key={notification.id} onClick={() => void open(notification)} sx={{ whiteSpace: 'normal', fontWeight: notification.readAt ? 400 : 700 }}>
            <ListItemText
              primary={notification.kind === 'grade-released' ? t('notifications.gradeReleased', { kind: t(`notifications.kind.${kindOf(notification.link)}`) }) : notification.kind === 'report-ready' ? t('notifications.reportReady') : notification.title}
              secondary={notification.body}
              slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
