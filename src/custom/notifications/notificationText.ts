import type { TranslateFunction } from 'react-admin';
import { notificationTextKey, type Notification } from '../../domain/notifications/notification.ts';
import { commandName } from '../carCommands/commandName.ts';

/** A notification in the reader's words: its kind's text with its parameters, a command by its name. */
export const notificationText = (item: Notification, translate: TranslateFunction) => {
  const { command, ...params } = item.params;
  return translate(notificationTextKey(item), {
    ...params,
    ...(typeof command === 'string' ? { command: commandName(command, translate) } : {}),
  });
};
