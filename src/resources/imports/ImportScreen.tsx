import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ImportLog } from './ImportLog.tsx';
import { MassMinutesImport } from './MassMinutesImport.tsx';

const TABS = ['log', 'massImport'] as const;
type ImportTab = (typeof TABS)[number];

/** /import: the Import Log first; `?tab=massImport` opens Mass Minutes Import, so either can be linked. */
export const ImportScreen = () => {
  const translate = useTranslate();
  const [searchParams, setSearchParams] = useSearchParams();
  const current: ImportTab = searchParams.get('tab') === 'massImport' ? 'massImport' : 'log';
  const choose = (tab: ImportTab) =>
    // A tab's own list parameters (page, order) mean nothing to the other.
    setSearchParams(tab === 'log' ? {} : { tab }, { replace: false });

  return (
    <Box sx={{ mt: 1 }}>
      <Tabs
        value={current}
        onChange={(_, tab: ImportTab) => choose(tab)}
        aria-label={translate('imports.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} id={`import-tab-${tab}`} label={translate(`imports.tabs.${tab}`)} />
        ))}
      </Tabs>
      <div role="tabpanel" aria-labelledby={`import-tab-${current}`}>
        {current === 'log' ? <ImportLog /> : <MassMinutesImport onStarted={() => choose('log')} />}
      </div>
    </Box>
  );
};
