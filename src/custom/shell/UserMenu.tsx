import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { Avatar, Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { useSession } from '../../authProvider/index.ts';
import { VisuallyHidden } from '../layout/VisuallyHidden.tsx';

/** Spec 2: the user's initial and name, with a Logout action. */
export const UserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const { currentUser } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const name = identity?.fullName || currentUser?.username || '';
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1 }}
      >
        <Avatar sx={{ width: 28, height: 28, fontSize: '0.9rem', bgcolor: 'secondary.main' }} aria-hidden>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <span>{name}</span>
        {/* The name first: the button is called by what it shows. */}
        <VisuallyHidden>, {translate('nav.account')}</VisuallyHidden>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
