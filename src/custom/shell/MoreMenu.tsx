import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Divider, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { menuItems, type MenuItem as MenuEntry } from '../routes/routeTable.ts';
import { useEntityAccess } from '../routes/useEntityAccess.ts';

/** Spec 2: the More menu shows only when the role opens at least one of its items. */
export const MoreMenu = ({ section }: { section: string | null }) => {
  const translate = useTranslate();
  const { allows } = useEntityAccess();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const more = menuItems('more').filter((item) => allows(item.route.entity));
  const admin = menuItems('admin').filter((item) => allows(item.route.entity));
  if (more.length + admin.length === 0) return null;
  const close = () => setAnchor(null);
  const item = ({ route, label }: MenuEntry) => (
    <MenuItem
      key={route.name}
      component={Link}
      to={route.path}
      onClick={close}
      selected={section === route.name}
    >
      {translate(`nav.${label}`)}
    </MenuItem>
  );
  const current = [...more, ...admin].some((entry) => entry.route.name === section);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          textTransform: 'none',
          fontSize: '0.95rem',
          borderRadius: 0,
          borderBottom: '2px solid',
          borderBottomColor: current ? 'currentColor' : 'transparent',
          fontWeight: current ? 600 : undefined,
        }}
      >
        {translate('nav.more')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {more.map(item)}
        {more.length > 0 && admin.length > 0 ? <Divider /> : null}
        {admin.map(item)}
      </Menu>
    </>
  );
};
