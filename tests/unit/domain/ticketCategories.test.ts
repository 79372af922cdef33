import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.ts';
import fr from '../../../i18n/fr.ts';
import {
  categoryLabelKey,
  groupLabelKey,
  TICKET_CATEGORIES_BY_GROUP,
  TICKET_CATEGORY_CATALOGUE,
  TICKET_CATEGORY_GROUPS,
  ticketCategoryOf,
  type TicketCategoryGroup,
} from '../../../src/domain/tickets/ticketCategories.ts';

const textAt = (messages: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

const allKeys = [
  ...TICKET_CATEGORY_CATALOGUE.map((entry) => entry.label),
  ...(Object.keys(TICKET_CATEGORY_GROUPS) as TicketCategoryGroup[]).map(groupLabelKey),
  ...Object.values(TICKET_CATEGORIES_BY_GROUP).flat().map(categoryLabelKey),
];

describe('spec 3 ticket category catalogue', () => {
  it('spec 3 ticket category catalogue: 84 entries, values 1..84 unique and contiguous', () => {
    expect(TICKET_CATEGORY_CATALOGUE).toHaveLength(84);
    expect(TICKET_CATEGORY_CATALOGUE.map((entry) => entry.value)).toEqual(
      Array.from({ length: 84 }, (_, i) => i + 1),
    );
  });

  it('spec 3 ticket category catalogue: Member Services holds 1-54 with the user icon, Fleet 55-84 with the car icon', () => {
    const group = (name: TicketCategoryGroup) => TICKET_CATEGORY_CATALOGUE.filter((e) => e.group === name);
    expect(group('memberServices').map((e) => e.value)).toEqual(Array.from({ length: 54 }, (_, i) => i + 1));
    expect(group('fleet').map((e) => e.value)).toEqual(Array.from({ length: 30 }, (_, i) => i + 55));
    expect(new Set(group('memberServices').map((e) => e.icon))).toEqual(new Set(['user']));
    expect(new Set(group('fleet').map((e) => e.icon))).toEqual(new Set(['car']));
  });

  it("spec 3 ticket category catalogue: the groups hold the spec's categories in its order, none empty", () => {
    expect(TICKET_CATEGORIES_BY_GROUP.memberServices.map((c) => textAt(en, categoryLabelKey(c)))).toEqual([
      'Reservation Services',
      'Start Rental Issues',
      'Drive Problems',
      'End Rental Issues',
      'Parking',
      'Violation of T&C/Law',
      'General Service',
      'Account Management',
      'Billing Inquiry',
      'Other',
    ]);
    expect(TICKET_CATEGORIES_BY_GROUP.fleet.map((c) => textAt(en, categoryLabelKey(c)))).toEqual([
      'Assignment',
      'Repair/Maintenance (Out of Service)',
    ]);
    for (const [group, categories] of Object.entries(TICKET_CATEGORIES_BY_GROUP)) {
      for (const category of categories) {
        const entries = TICKET_CATEGORY_CATALOGUE.filter((e) => e.category === category);
        expect(entries.length, category).toBeGreaterThan(0);
        expect(new Set(entries.map((e) => e.group)), category).toEqual(new Set([group]));
      }
    }
  });

  it('spec 3 ticket category catalogue: every label is its own, present in English and French, and translated', () => {
    expect(new Set(TICKET_CATEGORY_CATALOGUE.map((e) => e.label)).size).toBe(84);
    for (const key of allKeys) {
      const english = textAt(en, key);
      const french = textAt(fr, key);
      expect(typeof english, key).toBe('string');
      expect(typeof french, key).toBe('string');
      expect((english as string).trim(), key).not.toBe('');
      expect(french, key).not.toBe(english);
    }
    const englishLabels = TICKET_CATEGORY_CATALOGUE.map((e) => textAt(en, e.label));
    expect(new Set(englishLabels).size).toBe(84);
  });

  it('spec 3 ticket category catalogue: stored values keep their meaning', () => {
    expect(ticketCategoryOf(7)).toEqual({
      value: 7,
      group: 'memberServices',
      category: 'startRentalIssues',
      label: 'ticketCategories.labels.carNotUnlocking',
      icon: 'user',
    });
    expect(ticketCategoryOf(26)?.label).toBe('ticketCategories.labels.parkingTicketDispute');
    expect(ticketCategoryOf(55)?.label).toBe('ticketCategories.labels.relocateCar');
    expect(ticketCategoryOf(84)?.label).toBe('ticketCategories.labels.totalLoss');
    expect(ticketCategoryOf(0)).toBeUndefined();
    expect(ticketCategoryOf(85)).toBeUndefined();
  });
});
