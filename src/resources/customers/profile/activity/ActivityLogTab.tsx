import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { startOfToday, subDays } from 'date-fns';
import { useState } from 'react';
import { Form, useGetOne, useTranslate } from 'react-admin';
import { activityLogRange, type ActivityLog } from '../../../../domain/activityLog.ts';
import type { CustomerDetail } from '../../../../domain/customers/customerDetail.ts';
import { PAGE_SIZE_DEFAULT } from '../../../../domain/pagination.ts';
import { FORM_BEHAVIOUR } from '../../../../custom/forms/formBehaviour.ts';
import { AppDateInput } from '../../../../custom/forms/PickerInputs.tsx';
import { zodFormValidator } from '../../../../custom/forms/zodFormValidator.ts';
import { ActivityLogTable } from './ActivityLogTable.tsx';
import { Spinner } from '../../../../custom/layout/Spinner.tsx';

/** The tab opens on the last 30 days, so staff see recent changes without asking. */
const DEFAULT_DAYS = 30;

const validate = {
  startDate: zodFormValidator(activityLogRange, 'startDate'),
  endDate: zodFormValidator(activityLogRange, 'endDate'),
};

interface Range {
  startDate: string;
  endDate?: string;
}

/** The picked days as the instants of their local midnights; the server takes each as its whole day. */
const rangeOf = (values: Record<string, unknown>): Range => ({
  startDate: (values.startDate as Date).toISOString(),
  ...(values.endDate instanceof Date ? { endDate: values.endDate.toISOString() } : {}),
});

/**
 * The Activity Log tab (spec points 2 and 5, /activity-log/getactivity/{id}): every change
 * made through this product to the member between two days, newest first.
 */
export const ActivityLogTab = ({ customer }: { customer: CustomerDetail }) => {
  const translate = useTranslate();
  const [defaults] = useState(() => ({
    startDate: subDays(startOfToday(), DEFAULT_DAYS),
    endDate: startOfToday(),
  }));
  const [range, setRange] = useState<Range>(() => rangeOf(defaults));
  const [page, setPage] = useState(1);
  const [count, setCount] = useState(PAGE_SIZE_DEFAULT);
  const { data, isPending, error, refetch } = useGetOne<ActivityLog & { id: number }>(
    'activityLog',
    { id: customer.id, meta: { ...range, page, count } },
    { retry: false },
  );
  return (
    <Stack sx={{ gap: 3, p: 2 }}>
      <section aria-labelledby="activity-log-title">
        <Typography id="activity-log-title" variant="h6" component="h2" gutterBottom>
          {translate('activityLog.title')}
        </Typography>
        <Form
          defaultValues={defaults}
          {...FORM_BEHAVIOUR}
          onSubmit={(values: Record<string, unknown>) => {
            const next = rangeOf(values);
            // The same days asked again: what changed since shows.
            if (page === 1 && next.startDate === range.startDate && next.endDate === range.endDate) {
              void refetch();
            }
            setRange(next);
            setPage(1);
          }}
        >
          <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ width: 220 }}>
              <AppDateInput source="startDate" label="activityLog.startDate" validate={validate.startDate} />
            </Box>
            <Box sx={{ width: 220 }}>
              <AppDateInput source="endDate" label="activityLog.endDate" validate={validate.endDate} />
            </Box>
            <Button type="submit" variant="contained" startIcon={<SearchIcon />} sx={{ mt: 1 }}>
              {translate('activityLog.show')}
            </Button>
          </Stack>
        </Form>
        {isPending ? (
          <Spinner />
        ) : error ? (
          <Alert severity="error">{translate('activityLog.loadError')}</Alert>
        ) : !data?.data.length ? (
          <Typography color="text.secondary">{translate('activityLog.empty')}</Typography>
        ) : (
          <ActivityLogTable
            log={data}
            onPage={setPage}
            onCount={(next) => {
              setCount(next);
              setPage(1);
            }}
          />
        )}
      </section>
    </Stack>
  );
};
