import {
  Edit,
  SaveButton,
  TextInput,
  Toolbar,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { ROLES } from '../../domain/roles.ts';
import { staffFields, type Staff } from '../../domain/staffs/staff.ts';
import { staffDisplayName } from '../../domain/names.ts';
import { AppForm } from '../../custom/forms/AppForm.tsx';
import { crumbHeading } from '../../custom/layout/crumbHeading.ts';
import { AppSelectInput } from '../../custom/forms/AppSelectInput.tsx';
import { useStaleReload } from '../../custom/forms/StaleRecordDialog.tsx';
import { zodValidator } from '../../custom/forms/zodValidator.ts';
import { useRoleLabel } from './RoleField.tsx';

const validate = {
  firstName: zodValidator(staffFields.firstName),
  lastName: zodValidator(staffFields.lastName),
};

const StaffTitle = () => {
  const translate = useTranslate();
  const record = useRecordContext<Staff>();
  return <span>{crumbHeading(translate, 'team', record && staffDisplayName(record))}</span>;
};

/** Staff members are not deleted here (the API has no such call): the toolbar only saves. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** Only what PATCH /api/staffs/:id changes: e-mail and role belong to the identity provider. */
const editable = ({ firstName, lastName }: Staff) => ({ firstName, lastName });

/**
 * A staff member at /team/:id (area 'team'): names; e-mail and role shown read-only. Saving waits for the server
 * (its field errors show next to the fields); the engine announces the success.
 */
export const StaffEdit = () => {
  const redirect = useRedirect();
  const roleLabel = useRoleLabel();
  const choices = ROLES.map((role) => ({ id: role, name: roleLabel(role) }));
  const { onError, staleDialog } = useStaleReload();
  return (
    <Edit<Staff>
      title={<StaffTitle />}
      mutationMode="pessimistic"
      transform={editable}
      // The engine notifies "The changes have been applied successfully"; react-admin's own note would repeat it.
      mutationOptions={{ onSuccess: () => redirect('/team'), onError }}
      actions={false}
    >
      <AppForm sx={{ maxWidth: 480 }} toolbar={<SaveOnly />}>
        {staleDialog}
        <TextInput
          source="firstName"
          label="resources.staffs.fields.firstName"
          validate={validate.firstName}
          fullWidth
        />
        <TextInput
          source="lastName"
          label="resources.staffs.fields.lastName"
          validate={validate.lastName}
          fullWidth
        />
        <TextInput
          source="email"
          label="resources.staffs.fields.email"
          readOnly
          helperText="team.emailHelp"
          fullWidth
        />
        <AppSelectInput
          source="role"
          label="resources.staffs.fields.role"
          choices={choices}
          translateChoice={false}
          readOnly
          helperText="team.roleHelp"
          disableEmpty
          fullWidth
        />
      </AppForm>
    </Edit>
  );
};
