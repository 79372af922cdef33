import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import type { Notification, NotificationList } from '../../domain/notifications/notification.ts';
import { useLiveEvent } from '../liveEvents/useLiveEvent.ts';

/**
 * Told of each new notification as it comes (docs/architecture.md, Live events), the bell asks
 * again every 30 s only while that stream is down; react-query stops while the tab is hidden.
 */
const POLL_MS = 30_000;

const QUERY_KEY = ['notifications'];

/**
 * The signed-in staff member's newest `count` notifications and their unread count, kept live;
 * marking one or all read asks again at once, so the count follows. A stale copy (412) or a
 * failure says so and reloads.
 */
export const useNotifications = (count: number, enabled: boolean) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const live = useLiveEvent(
    'notifications',
    () => enabled,
    () => void refresh(),
  );
  const list = useQuery({
    queryKey: [...QUERY_KEY, count],
    queryFn: () => dataProvider.call<NotificationList>('notifications', 'SEARCH', { page: 1, count }),
    refetchInterval: live ? false : POLL_MS,
    enabled,
  });
  const failed = (error: Error) => notify(error.message, { type: 'error' });
  const markRead = useMutation({
    mutationFn: ({ id, version }: Pick<Notification, 'id' | 'version'>) =>
      dataProvider.call<Notification>('notificationRead', 'ADD', { id, ifMatch: version }),
    onError: failed,
    onSettled: refresh,
  });
  const markAllRead = useMutation({
    mutationFn: () => dataProvider.call<{ marked: number }>('notificationsReadAll', 'ADD'),
    onError: failed,
    onSettled: refresh,
  });
  return { list, markRead, markAllRead };
};
