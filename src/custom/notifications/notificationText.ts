import type { TranslateFunction } from 'react-admin';
import { notificationTextKey, type Notification } from '../../domain/notifications/notification.ts';
import { commandName } from '../carCommands/commandName.ts';

/**
 * A notification in the reader's words: its kind's text with its parameters, a command by its
 * name, an import's rows applied before counted as the text's plural (Polyglot's smart_count).
 */
export const notificationText = (item: Notification, translate: TranslateFunction) => {
  const { command, ...params } = item.params;
  return translate(notificationTextKey(item), {
    ...params,
    ...(typeof params.duplicates === 'number' ? { smart_count: params.duplicates } : {}),
    ...(typeof command === 'string' ? { command: commandName(command, translate) } : {}),
  });
};
