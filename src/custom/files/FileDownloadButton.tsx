import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFileDownload } from './useFileDownload.ts';

/** A stored file's name as a button that downloads it; a failure opens the 'Download Failed' modal (spec 8). */
export const FileDownloadButton = ({
  fileName,
  fileLocation,
}: {
  fileName: string;
  fileLocation: string;
}) => {
  const translate = useTranslate();
  const { download, downloading } = useFileDownload();
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void download({ fileLocation }, fileName)}
      disabled={downloading !== null}
      aria-label={translate('files.download', { fileName })}
      sx={{ textTransform: 'none' }}
    >
      {fileName}
    </Button>
  );
};
