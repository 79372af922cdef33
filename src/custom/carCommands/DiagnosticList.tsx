import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  DIAGNOSTIC_TESTS,
  type DiagnosticResultValue,
  type DiagnosticTest,
} from '../../domain/cars/vehicleCommands.ts';
import type { TestOutcome } from './useDiagnostics.ts';

const COLOURS: Record<DiagnosticResultValue, 'default' | 'info' | 'success' | 'error'> = {
  notRun: 'default',
  running: 'info',
  passed: 'success',
  failed: 'error',
};

/** Spec 2 Car diagnostics: the ten tests in their order, each with its result and why it failed. */
export const DiagnosticList = ({ outcomes }: { outcomes: Record<DiagnosticTest, TestOutcome> }) => {
  const translate = useTranslate();
  return (
    <List dense aria-label={translate('infleet.diagnostics.testList')}>
      {DIAGNOSTIC_TESTS.map((test) => {
        const { result, reason } = outcomes[test];
        return (
          <ListItem
            key={test}
            data-test={test}
            secondaryAction={
              <Chip
                size="small"
                color={COLOURS[result]}
                variant={result === 'notRun' ? 'outlined' : 'filled'}
                label={translate(`infleet.diagnostics.results.${result}`)}
              />
            }
          >
            <ListItemText
              primary={translate(`infleet.diagnostics.tests.${test}`)}
              secondary={reason ? translate(reason, { _: reason }) : undefined}
              slotProps={{ secondary: { color: 'error' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
};
