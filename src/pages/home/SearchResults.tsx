import {
  Alert,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import type { KeyboardEvent } from 'react';
import { Link, useTranslate } from 'react-admin';
import {
  carHit,
  memberHit,
  memberSearchPath,
  ticketHit,
  type SearchHit,
  type SearchKind,
} from './searchKinds.ts';
import type { useHomeSearch } from './useHomeSearch.ts';

type Results = ReturnType<typeof useHomeSearch>;

/** Up and down move between results; the first result's up goes back to the search box. */
const moveFocus = (event: KeyboardEvent<HTMLElement>, backTo: () => void) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = Array.from(
    event.currentTarget.closest('[data-home-results]')?.querySelectorAll<HTMLElement>('a') ?? [],
  );
  const at = links.indexOf(event.target as HTMLElement);
  event.preventDefault();
  const next = at + (event.key === 'ArrowDown' ? 1 : -1);
  if (next < 0) backTo();
  else links[Math.min(next, links.length - 1)]?.focus();
};

const Group = ({
  kind,
  hits,
  seeAll,
  onKeyDown,
}: {
  kind: SearchKind;
  hits: SearchHit[];
  /** The full list behind this taste of it, when there is one. */
  seeAll?: string;
  onKeyDown: (e: KeyboardEvent<HTMLElement>) => void;
}) => {
  const translate = useTranslate();
  if (hits.length === 0) return null;
  const id = `home-results-${kind}`;
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={<ListSubheader id={id}>{translate(`home.kinds.${kind}`)}</ListSubheader>}
    >
      {/* Each link in its own item: a list holds items only (screen readers count them). */}
      {hits.map((hit) => (
        <ListItem key={hit.key} disablePadding>
          <ListItemButton component={Link} to={hit.to} onKeyDown={onKeyDown}>
            <ListItemText primary={hit.primary} secondary={hit.secondary} />
          </ListItemButton>
        </ListItem>
      ))}
      {seeAll && (
        <ListItem disablePadding>
          <ListItemButton component={Link} to={seeAll} onKeyDown={onKeyDown}>
            <ListItemText primary={translate('home.seeAll')} slotProps={{ primary: { color: 'primary' } }} />
          </ListItemButton>
        </ListItem>
      )}
    </List>
  );
};

/** The home search's answers, grouped by kind, each opening its screen. */
export const SearchResults = ({
  results,
  kinds,
  focusInput,
}: {
  results: Results;
  kinds: readonly SearchKind[];
  focusInput: () => void;
}) => {
  const translate = useTranslate();
  if (!results.q) return null;
  const groups: Record<SearchKind, SearchHit[]> = {
    members: results.members.map(memberHit),
    cars: results.cars.map(carHit),
    tickets: results.tickets.map((row) => ({
      ...ticketHit(row),
      primary: translate('home.ticket', { id: row.id }),
    })),
  };
  const count = kinds.reduce((sum, kind) => sum + groups[kind].length, 0);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => moveFocus(event, focusInput);
  return (
    <div data-home-results aria-live="polite" aria-busy={results.pending}>
      {results.failed && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('home.failed')}
        </Alert>
      )}
      {kinds.map((kind) => (
        <Group
          key={kind}
          kind={kind}
          hits={groups[kind]}
          seeAll={kind === 'members' ? memberSearchPath(results.q) : undefined}
          onKeyDown={onKeyDown}
        />
      ))}
      {count === 0 && !results.pending && !results.failed && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {/* A name typed by a role without the members area would otherwise read as "no such member". */}
          {kinds.includes('members')
            ? translate('home.noResults', { q: results.q })
            : translate('home.noMembers', {
                q: results.q,
                kinds: kinds.map((kind) => translate(`home.kinds.${kind}`)).join(', '),
              })}
        </Typography>
      )}
    </div>
  );
};
