import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/formats.ts';
import {
  BELL_PAGE,
  notificationLink,
  UNREAD_CAP,
  type Notification,
} from '../../domain/notifications/notification.ts';
import { PAGE_SIZE_MAX } from '../../domain/pagination.ts';
import { VisuallyHidden } from '../layout/VisuallyHidden.tsx';
import { pathOf } from '../routes/routeTable.ts';
import { useEntityAccess } from '../routes/useEntityAccess.ts';
import { notificationText } from './notificationText.ts';
import { useNotifications } from './useNotifications.ts';

/**
 * Spec 1, Notifications: the bell in the top bar, beside the language and the user (not a link of
 * the bar), for the roles with the notifications area. Its badge counts the unread; opening it
 * lists the newest first, each opening its record, each markable read, then "see more".
 */
export const NotificationBell = () => {
  const { allows, isPending } = useEntityAccess();
  const allowed = !isPending && allows('notifications');
  return allowed ? <Bell /> : null;
};

const Bell = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [count, setCount] = useState(BELL_PAGE);
  const { list, markRead, markAllRead } = useNotifications(count, true);
  const titleId = useId();
  const close = () => setAnchor(null);
  const answer = list.data;
  const unread = answer?.unreadCount ?? 0;
  const shownCount = answer?.unreadCapped ? `${UNREAD_CAP}+` : String(unread);
  const items = answer?.data ?? [];
  const more = answer !== undefined && answer.totalCount > items.length && count < PAGE_SIZE_MAX;
  return (
    <>
      <IconButton
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* The badge's figure is drawn, the name says it in words: an aria-label would not
            contain the figure shown (axe's label-content-name-mismatch). */}
        <Badge
          aria-hidden
          badgeContent={answer?.unreadCapped ? UNREAD_CAP + 1 : unread}
          max={UNREAD_CAP}
          color="error"
          data-testid="notification-count"
        >
          <NotificationsIcon />
        </Badge>
        <VisuallyHidden>
          {unread
            ? translate('notifications.bellUnread', { count: shownCount })
            : translate('notifications.title')}
        </VisuallyHidden>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 400, maxWidth: '95vw' } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, gap: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
            {translate('notifications.title')}
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={() => markAllRead.mutate()}>
            {translate('notifications.markAllRead')}
          </Button>
        </Box>
        {list.isError ? (
          <Typography sx={{ px: 2, pb: 2 }} role="alert">
            {translate('notifications.failed')}
          </Typography>
        ) : answer && items.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2 }}>{translate('notifications.empty')}</Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: '60vh', overflowY: 'auto' }}>
            {items.map((item) => (
              <Item
                key={item.id}
                item={item}
                text={notificationText(item, translate)}
                when={formatDateTime(item.createdAt, locale)}
                onOpen={close}
                onMarkRead={() => markRead.mutate(item)}
              />
            ))}
          </List>
        )}
        {more && (
          <Box sx={{ px: 2, py: 1 }}>
            <Button
              size="small"
              onClick={() => setCount((shown) => Math.min(shown + BELL_PAGE, PAGE_SIZE_MAX))}
            >
              {translate('notifications.seeMore')}
            </Button>
          </Box>
        )}
      </Popover>
    </>
  );
};

const Item = ({
  item,
  text,
  when,
  onOpen,
  onMarkRead,
}: {
  item: Notification;
  text: string;
  when: string;
  onOpen: () => void;
  onMarkRead: () => void;
}) => {
  const translate = useTranslate();
  const link = notificationLink(item);
  const unread = item.readAt === null;
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={
        unread ? (
          <Button
            size="small"
            onClick={onMarkRead}
            aria-label={translate('notifications.markReadOf', { text })}
          >
            {translate('notifications.markRead')}
          </Button>
        ) : undefined
      }
      sx={{ pr: unread ? 19 : 0 }}
    >
      <ListItemButton component={Link} to={pathOf(link.route, link.params)} onClick={onOpen}>
        <ListItemText
          primary={text}
          secondary={unread ? `${translate('notifications.unread')} · ${when}` : when}
          slotProps={{ primary: { sx: { fontWeight: unread ? 600 : 400 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
};
