import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFileDownload } from '../../custom/files/useFileDownload.ts';
import type { MassImportEntry } from '../../domain/imports/massImport.ts';

/** Spec 3 "details download": the failed rows of one import and why, as the server wrote them. */
export const DetailsDownload = ({ entry }: { entry: MassImportEntry }) => {
  const translate = useTranslate();
  const { download, downloading } = useFileDownload();
  if (!entry.detailsLocation) return null;
  const fileName = `import-${entry.id}-details.csv`;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={downloading !== null}
      onClick={(event) => {
        event.stopPropagation();
        void download({ fileLocation: entry.detailsLocation! }, fileName);
      }}
      aria-label={translate('imports.details.downloadFile', { fileName })}
    >
      {translate('imports.details.download')}
    </Button>
  );
};
