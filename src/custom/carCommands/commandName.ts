import type { TranslateFunction } from 'react-admin';

/**
 * A command's name in words: a troubleshooting or trip command (spec 4), a wake-up, or a
 * diagnostic run under its test's name; one the app does not know reads as stored.
 */
export const commandName = (command: string, translate: TranslateFunction) => {
  const [kind, test] = command.split(':');
  return kind === 'diagnostic' && test
    ? translate('cars.commands.diagnostic', {
        test: translate(`infleet.diagnostics.tests.${test}`, { _: test }),
      })
    : translate(`cars.commands.${command}`, { _: command });
};
