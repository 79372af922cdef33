import SearchIcon from '@mui/icons-material/Search';
import { Card, CardContent, InputAdornment, TextField, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../authProvider/index.ts';
import { useEntityAccess } from '../../custom/routes/useEntityAccess.ts';
import { SearchResults } from './SearchResults.tsx';
import { Shortcuts } from './Shortcuts.tsx';
import { HOME_SEARCH_MIN_CHARS, searchKindsFor } from './searchKinds.ts';
import { useHomeSearch } from './useHomeSearch.ts';
import { Spinner } from '../../custom/layout/Spinner.tsx';

/**
 * The start page (always allowed, spec 2): a greeting, one search box over members, cars
 * and tickets (the kinds the role may open, which its label and hint name), and shortcuts to the role's screens. From the
 * box, Down moves into the results and Enter opens the first one; Escape clears it.
 */
export const Home = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const { currentUser } = useSession();
  const { allows, isPending } = useEntityAccess();
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const kinds = searchKindsFor(allows);
  // The box names only what the role can find (SVC: cars and tickets; SUPPORT: tickets).
  const kindsKey = kinds.join('_');
  const results = useHomeSearch(typed, kinds);
  const name = identity?.fullName ?? currentUser?.username ?? '';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('[data-home-results] a'));
    if (event.key === 'ArrowDown' && links[0]) {
      event.preventDefault();
      links[0].focus();
    } else if (event.key === 'Enter' && links[0]) {
      event.preventDefault();
      navigate(links[0].getAttribute('href') ?? '/');
    } else if (event.key === 'Escape') {
      setTyped('');
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="home.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('home.welcome', { name })}
        </Typography>
        {kinds.length > 0 && (
          <>
            <TextField
              inputRef={inputRef}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKeyDown}
              label={translate(`home.search.${kindsKey}`)}
              helperText={translate(`home.searchHint.${kindsKey}`, { count: HOME_SEARCH_MIN_CHARS })}
              type="search"
              autoFocus
              fullWidth
              autoComplete="off"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                  endAdornment: results.pending ? (
                    <InputAdornment position="end">
                      <Spinner size={20} label="home.searching" />
                    </InputAdornment>
                  ) : undefined,
                },
              }}
            />
            <SearchResults results={results} kinds={kinds} focusInput={() => inputRef.current?.focus()} />
          </>
        )}
        {/* Until the roles are known, no "nothing for your role" flashes by. */}
        {!isPending && <Shortcuts allows={allows} />}
      </CardContent>
    </Card>
  );
};
