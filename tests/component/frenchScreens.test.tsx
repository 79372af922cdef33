import { screen, waitFor, within } from '@testing-library/react';
import { enUS as pickersEnglish, frFR as pickersFrench } from '@mui/x-date-pickers/locales';
import { memoryStore, type DataProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.ts';
import fr from '../../i18n/fr.ts';
import { pageOf } from '../../src/App.tsx';
import { ROUTE_LIST, pathOf, routerPath } from '../../src/custom/routes/routeTable.ts';
import { PROFILE_TABS } from '../../src/resources/customers/profile/tabs.ts';
import { renderShell } from './renderShell.tsx';
import { SCREEN_RECORDS } from './screenRecords.ts';
import { frenchI18n, noSavedSearches } from './testProviders.ts';

/** Every message by its key: `ra.navigation.next` → 'Go to next page'. */
const leaves = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as object).flatMap(([key, child]) =>
        leaves(child, prefix ? `${prefix}.${key}` : key),
      );

const french = new Map(leaves(fr));
const frenchPickers = pickersFrench.components.MuiLocalizationProvider.defaultProps.localeText as Record<
  string,
  unknown
>;
/** What the French screens may write: our French texts and the French pickers' own ('Minutes'). */
const frenchTexts = new Set([...french.values(), ...Object.values(frenchPickers)]);

/** A message as a pattern: its %{placeholders} stand for any text, each plural form on its own. */
const patternOf = (text: string) =>
  new RegExp(
    `^(${text
      .split('||||')
      .map((form) =>
        form
          .trim()
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace(/%\\\{\w+\\\}/g, '.+'),
      )
      .join('|')})$`,
  );

/**
 * What an English screen says that a French one must not: the app's and react-admin's English
 * messages that French words differently, and the texts MUI and its pickers write themselves.
 */
const ENGLISH = [
  ...leaves(en)
    // A word both languages write alike ('Service') is no sign of English wherever it shows.
    .filter(([key, text]) => /\p{L}{2}/u.test(text) && french.get(key) !== text && !frenchTexts.has(text))
    .map(([, text]) => text),
  // The pickers' own texts, but those their French writes alike (a time field's 'Minutes').
  ...Object.entries(pickersEnglish.components.MuiLocalizationProvider.defaultProps.localeText)
    .filter(
      ([key, text]) =>
        typeof text === 'string' &&
        /\p{L}{2}/u.test(text) &&
        (pickersFrench.components.MuiLocalizationProvider.defaultProps.localeText as Record<string, unknown>)[
          key
        ] !== text,
    )
    .map(([, text]) => text as string),
  'Go to first page',
  'Go to last page',
  'Go to previous page',
  'Go to next page',
  'pagination navigation',
  'Rows per page:',
  'Clear',
  'Open',
  'Close',
  'No options',
  'Show path',
  // The pickers' open buttons, which name the date chosen after these words.
  'Choose date',
  'Choose date%{chosen}',
  'Choose time',
  'Choose time%{chosen}',
].map(patternOf);

/** Each aria-label and title (menus and dialogs included), and each run of text shown, that reads in English. */
const englishLeft = () => {
  const english = (text: string | null | undefined): text is string =>
    !!text && ENGLISH.some((pattern) => pattern.test(text.trim()));
  const labels = [...document.querySelectorAll('[aria-label], [title]')].flatMap((element) =>
    ['aria-label', 'title']
      .map((name) => element.getAttribute(name))
      .filter(english)
      .map((text) => `${element.tagName.toLowerCase()} "${text.trim()}"`),
  );
  const shown: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (english(node.textContent)) shown.push(`text "${node.textContent!.trim()}"`);
  return [...labels, ...shown];
};

const PARAMS = {
  customerId: 7,
  ticketId: 42,
  id: 3,
  vin: '1HGCM82633A004352',
  tripId: 'T-100231',
  paymentId: 9,
};

/** Lists long enough to page through, and the records each screen opens. */
const dataProvider: Partial<DataProvider> = {
  ...noSavedSearches,
  getList: (async (resource: string) => {
    const row = SCREEN_RECORDS.rows[resource as keyof typeof SCREEN_RECORDS.rows];
    return row ? { data: [row], total: 120 } : { data: [], total: 0 };
  }) as DataProvider['getList'],
  getOne: (async (resource: string, { id }: { id: string }) => ({
    data: SCREEN_RECORDS.records[resource as keyof typeof SCREEN_RECORDS.records] ?? {
      id,
      data: [],
      page: 1,
      count: 25,
      totalPages: 0,
      totalCount: 0,
    },
  })) as DataProvider['getOne'],
  getMany: (async () => ({ data: [] })) as DataProvider['getMany'],
};

const screens = ROUTE_LIST.filter((entry) => entry.kind === 'screen' || entry.kind === 'dashboard');
const visits = [
  ...screens.map((entry) => ({ entry, path: pathOf(entry.name, PARAMS) })),
  ...PROFILE_TABS.tabs.map(({ key: tab }) => ({
    entry: screens.find((entry) => entry.name === 'customerProfile')!,
    path: `${pathOf('customerProfile', PARAMS)}?tab=${tab}`,
  })),
];

/** The page's crumbs past Home; the route's own title where the page hides them (spec 2). */
const crumbsOf = (title: string) => {
  const trail = screen.queryByRole('navigation', { name: (fr.breadcrumbs as { label: string }).label });
  const crumbs = trail
    ? within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
  return crumbs.length > 1 ? crumbs.slice(1) : [(fr.routes as Record<string, string>)[title]!];
};

/** Once the page has its heading and nothing on it is loading any more. */
const settled = async () => {
  await waitFor(() => expect(document.getElementById('react-admin-title')).not.toBeEmptyDOMElement());
  await waitFor(() =>
    expect(
      document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root, .MuiLinearProgress-root'),
    ).toBeNull(),
  );
};

describe('spec 1: every screen in French leaves no English text, shown or for a screen reader', () => {
  it('recognises what it should (a check of the check)', () => {
    const english = (text: string) => ENGLISH.some((pattern) => pattern.test(text));
    expect(english('Go to next page')).toBe(true);
    expect(english('Contact: saved.')).toBe(true); // '%{section}: saved.'
    expect(english('Choose date, selected date is Mar 5, 2026')).toBe(true);
    expect(english('Aller à la page suivante')).toBe(false);
    expect(english('Marie Tremblay')).toBe(false);
    document.body.innerHTML = '<p>Go to next page</p><span title="Aller à la page suivante">Marie</span>';
    expect(englishLeft()).toEqual(['text "Go to next page"']);
    document.body.innerHTML = '';
  });

  it.each(visits)('$path', async ({ entry, path }) => {
    renderShell({
      path,
      roles: ['SYSADM'],
      dataProvider,
      store: memoryStore(),
      i18nProvider: frenchI18n(),
      routes: <Route path={routerPath(entry.path)} element={pageOf(entry)} />,
    });
    await settled();
    expect(screen.queryByText(/Oups/)).not.toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
    // The heading (and so the browser tab) reads as one of the page's crumbs (spec 2 Breadcrumbs).
    const heading = document.getElementById('react-admin-title')!.textContent;
    const named = (crumb: string | null) =>
      heading === crumb || heading.startsWith(`${crumb} `) || heading.endsWith(` · ${crumb}`);
    expect(crumbsOf(entry.title).some(named), `${heading} among ${crumbsOf(entry.title).join(', ')}`).toBe(
      true,
    );
  });

  const renderAt = (name: string, search = '') => {
    const entry = screens.find((e) => e.name === name)!;
    renderShell({
      path: `${pathOf(name, PARAMS)}${search}`,
      roles: ['SYSADM'],
      dataProvider,
      i18nProvider: frenchI18n(),
      routes: <Route path={routerPath(entry.path)} element={pageOf(entry)} />,
    });
  };

  it('the pagers speak French: the lists', async () => {
    renderAt('customerSearch');
    expect(await screen.findByRole('navigation', { name: 'navigation de pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la prochaine page' })).toBeInTheDocument();
  });

  it("the pagers speak French: the Activity Log's", async () => {
    renderAt('customerProfile', '?tab=activity');
    expect(await screen.findByRole('button', { name: 'Aller à la page suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aller à la page précédente' })).toBeInTheDocument();
  });

  it('the pickers speak French', async () => {
    renderAt('newTicket');
    expect((await screen.findAllByRole('button', { name: 'Ouvrir' })).length).toBeGreaterThan(0);
  });
});
