import CheckIcon from '@mui/icons-material/Check';
import {
  Card,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { AREAS, ROLES, ROLE_AREAS } from '../../domain/roles.ts';

/**
 * Spec 6 as a read-only matrix, straight from the role table the app and the server both
 * use. Areas run down and roles across: nine short role codes fit a screen, fourteen area
 * names do not.
 */
export const RolesPermissions = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title="routes.rolesPermissions" />
      <Typography sx={{ mb: 2 }}>{translate('roles.intro')}</Typography>
      <Card variant="outlined" sx={{ width: 'fit-content', maxWidth: '100%' }}>
        <TableContainer>
          <Table size="small" aria-label={translate('routes.rolesPermissions')}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" />
                {ROLES.map((role) => (
                  <TableCell key={role} component="th" scope="col" align="center" sx={{ px: 1.5 }}>
                    <strong>{role}</strong>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block', lineHeight: 1.2 }}
                    >
                      {translate(`team.roles.${role}`, { _: '' })}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {AREAS.map((area) => (
                <TableRow key={area} hover>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {translate(`roles.areas.${area}`)}
                  </TableCell>
                  {ROLES.map((role) => {
                    const allowed = ROLE_AREAS[role].includes(area);
                    const label = translate(allowed ? 'roles.allowed' : 'roles.denied');
                    return (
                      <TableCell key={role} align="center" title={label}>
                        {allowed ? (
                          <CheckIcon color="success" fontSize="small" aria-label={label} />
                        ) : (
                          <Typography
                            component="span"
                            variant="body2"
                            color="text.disabled"
                            aria-label={label}
                          >
                            –
                          </Typography>
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </>
  );
};
