import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import {
  categoryLabelKey,
  groupLabelKey,
  TICKET_CATEGORIES_BY_GROUP,
  TICKET_CATEGORY_CATALOGUE,
  ticketCategoryOf,
  type TicketCategoryEntry,
  type TicketCategoryGroup,
} from '../../../domain/tickets/ticketCategories.ts';
import { GroupIcon } from './GroupIcon.tsx';

/** Spec point 2, Modals: the picker is 1200 px wide; its selected-list panel 25rem high. */
const PICKER_WIDTH = 1200;
const SELECTED_PANEL_HEIGHT = '25rem';

/** Accents and case aside, so "reservation" finds "Réservation". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const GROUPS = Object.keys(TICKET_CATEGORIES_BY_GROUP) as TicketCategoryGroup[];

export interface CategoryPickerProps {
  open: boolean;
  /** The values picked when the picker opens. */
  value: readonly number[];
  onCancel: () => void;
  onConfirm: (values: number[]) => void;
}

/**
 * The Ticket categories picker (spec point 2, Modals): every group and category with its
 * subcategories to tick, a text search over the three levels, and the picked entries in a
 * panel beside them, each removable. Nothing changes until Confirm.
 */
export const CategoryPicker = ({ open, value, onCancel, onConfirm }: CategoryPickerProps) => (
  <Dialog
    open={open}
    onClose={onCancel}
    maxWidth={false}
    aria-labelledby="ticket-category-picker-title"
    slotProps={{ paper: { sx: { width: PICKER_WIDTH, maxWidth: '100%' } } }}
  >
    {open ? <PickerBody value={value} onCancel={onCancel} onConfirm={onConfirm} /> : null}
  </Dialog>
);

/** Mounted while the dialog is open, so each opening starts from the field's value. */
const PickerBody = ({ value, onCancel, onConfirm }: Omit<CategoryPickerProps, 'open'>) => {
  const translate = useTranslate();
  const [picked, setPicked] = useState<number[]>(() => [...value]);
  const [search, setSearch] = useState('');
  const selectedId = useId();

  const matching = useMemo(() => {
    const wanted = folded(search.trim());
    if (!wanted) return TICKET_CATEGORY_CATALOGUE;
    return TICKET_CATEGORY_CATALOGUE.filter((entry) =>
      [entry.label, categoryLabelKey(entry.category), groupLabelKey(entry.group)].some((key) =>
        folded(translate(key)).includes(wanted),
      ),
    );
  }, [search, translate]);

  const toggle = (entry: TicketCategoryEntry) =>
    setPicked((current) =>
      current.includes(entry.value)
        ? current.filter((v) => v !== entry.value)
        : [...current, entry.value].sort((a, b) => a - b),
    );
  const remove = (value: number) => setPicked((current) => current.filter((v) => v !== value));

  return (
    <>
      <DialogTitle id="ticket-category-picker-title">
        {translate('ticketCategories.picker.title')}
      </DialogTitle>
      <DialogContent dividers>
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          label={translate('ticketCategories.picker.search')}
          size="small"
          fullWidth
          autoFocus
          sx={{ mb: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, height: SELECTED_PANEL_HEIGHT, overflowY: 'auto' }}>
            {matching.length === 0 ? (
              <Typography color="text.secondary">{translate('ticketCategories.picker.noMatch')}</Typography>
            ) : (
              GROUPS.map((group) => (
                <GroupSection
                  key={group}
                  group={group}
                  entries={matching.filter((entry) => entry.group === group)}
                  picked={picked}
                  onToggle={toggle}
                />
              ))
            )}
          </Box>
          <Box
            component="section"
            aria-labelledby={selectedId}
            sx={{
              width: 320,
              height: SELECTED_PANEL_HEIGHT,
              overflowY: 'auto',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1,
            }}
          >
            <Typography id={selectedId} variant="subtitle2" component="h3">
              {translate('ticketCategories.picker.selected', { count: picked.length })}
            </Typography>
            {picked.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate('ticketCategories.picker.noneSelected')}
              </Typography>
            ) : (
              <List dense>
                {picked.map((value) => (
                  <SelectedItem key={value} value={value} onRemove={remove} />
                ))}
              </List>
            )}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onCancel} />
        <Button label="ra.action.confirm" variant="contained" onClick={() => onConfirm(picked)} />
      </DialogActions>
    </>
  );
};

const GroupSection = ({
  group,
  entries,
  picked,
  onToggle,
}: {
  group: TicketCategoryGroup;
  entries: readonly TicketCategoryEntry[];
  picked: readonly number[];
  onToggle: (entry: TicketCategoryEntry) => void;
}) => {
  const translate = useTranslate();
  if (entries.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="h6" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <GroupIcon name={entries[0]!.icon} />
        {translate(groupLabelKey(group))}
      </Typography>
      {TICKET_CATEGORIES_BY_GROUP[group].map((category) => {
        const inCategory = entries.filter((entry) => entry.category === category);
        if (inCategory.length === 0) return null;
        return (
          <Box key={category} component="fieldset" sx={{ border: 0, m: 0, p: 0, mt: 1 }}>
            <Typography component="legend" variant="subtitle2" color="text.secondary">
              {translate(categoryLabelKey(category))}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
              {inCategory.map((entry) => (
                <FormControlLabel
                  key={entry.value}
                  control={
                    <Checkbox
                      size="small"
                      checked={picked.includes(entry.value)}
                      onChange={() => onToggle(entry)}
                    />
                  }
                  label={translate(entry.label)}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};

const SelectedItem = ({ value, onRemove }: { value: number; onRemove: (value: number) => void }) => {
  const translate = useTranslate();
  const entry = ticketCategoryOf(value);
  const label = entry ? translate(entry.label) : String(value);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton
          edge="end"
          size="small"
          aria-label={translate('ticketCategories.picker.remove', { label })}
          onClick={() => onRemove(value)}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {entry ? (
        <ListItemIcon sx={{ minWidth: 32 }}>
          <GroupIcon name={entry.icon} />
        </ListItemIcon>
      ) : null}
      <ListItemText
        primary={label}
        secondary={entry ? translate(categoryLabelKey(entry.category)) : undefined}
      />
    </ListItem>
  );
};
