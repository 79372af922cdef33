import SaveIcon from '@mui/icons-material/Save';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useProfileForms, useProfileFormsState } from './profileForms.ts';

/**
 * The Profile tab's one Save, for every section's form: enabled once a section holds a
 * change, as react-admin's SaveButton is, and busy while the save is on its way.
 */
export const ProfileSaveButton = () => {
  const translate = useTranslate();
  const forms = useProfileForms();
  const { dirty, saving } = useProfileFormsState();
  return (
    <Button
      variant="contained"
      disabled={!dirty || saving}
      startIcon={saving ? <CircularProgress size={18} thickness={2} color="inherit" /> : <SaveIcon />}
      onClick={() => void forms.submit()}
    >
      {translate('profile.save')}
    </Button>
  );
};
