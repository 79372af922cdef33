import type { MouseEvent } from 'react';

/**
 * A list's cell keeps to one line and ends in an ellipsis (AppList's layout); the one under the
 * pointer then carries its whole text as its title, whatever its column draws, and a cell that
 * shows all of it carries none. Read on hover, as a title only shows then, so no cell is measured
 * before anyone looks.
 */
export const titleWhenCut = (event: MouseEvent<HTMLElement>) => {
  const cell = (event.target as HTMLElement).closest('td');
  if (!cell) return;
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
};
