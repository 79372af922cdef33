import { describe, expect, it } from 'vitest';
import { classifySearchText, namePairs } from '../../../src/domain/customers/searchText.ts';

describe('how free text is read, so search finds people the way staff type them', () => {
  it('two or more words are a first and a last name in either order, hyphens and accents kept', () => {
    expect(classifySearchText('Alexandre Tremblay')).toEqual([
      [
        { field: 'firstName', value: 'Alexandre' },
        { field: 'lastName', value: 'Tremblay' },
      ],
      [
        { field: 'firstName', value: 'Tremblay' },
        { field: 'lastName', value: 'Alexandre' },
      ],
    ]);
    expect(classifySearchText('  Ji-woo   Ahmadi ')[0]).toEqual([
      { field: 'firstName', value: 'Ji-woo' },
      { field: 'lastName', value: 'Ahmadi' },
    ]);
    expect(classifySearchText('Émilie Côté')[1]).toEqual([
      { field: 'firstName', value: 'Côté' },
      { field: 'lastName', value: 'Émilie' },
    ]);
  });

  it('three words split after the first or the second, each way round', () => {
    expect(namePairs('Marie Anne Tremblay')).toEqual([
      { first: 'Marie', last: 'Anne Tremblay' },
      { first: 'Marie Anne', last: 'Tremblay' },
      { first: 'Anne Tremblay', last: 'Marie' },
      { first: 'Tremblay', last: 'Marie Anne' },
    ]);
    // However many words, a handful of readings: the leading name has at most three words.
    expect(namePairs('a b c d e f g')).toHaveLength(6);
    expect(namePairs('Tremblay')).toEqual([]);
  });

  it('one word is the start of a last name, else a first name, else an e-mail address', () => {
    for (const word of ['Tremblay', 'alex', 'atremblay', "O'Brien", 'St-Pierre'])
      expect(classifySearchText(word), word).toEqual([
        [{ field: 'lastName', value: word }],
        [{ field: 'firstName', value: word }],
        [{ field: 'email', value: word }],
      ]);
  });

  it('text with an @ is the start of an e-mail address, spaces and all', () => {
    expect(classifySearchText('atremblay@gm')).toEqual([[{ field: 'email', value: 'atremblay@gm' }]]);
    expect(classifySearchText('a tremblay@')).toEqual([[{ field: 'email', value: 'a tremblay@' }]]);
  });

  it('a whole North American phone number is that phone, however punctuated', () => {
    for (const phone of ['(604) 555-0101', '604.555.0101', '1 604 555 0101', '6045550101'])
      expect(classifySearchText(phone), phone).toEqual([[{ field: 'phone', value: '6045550101' }]]);
  });

  it('other digits are a customer number, or from 4 digits the end of a phone', () => {
    expect(classifySearchText('0101')).toEqual([
      [{ field: 'customerNumber', value: '0101' }],
      [{ field: 'phoneEnding', value: '0101' }],
    ]);
    expect(classifySearchText('555-0101')).toEqual([
      [{ field: 'customerNumber', value: '555-0101' }],
      [{ field: 'phoneEnding', value: '5550101' }],
    ]);
    expect(classifySearchText('14856977')).toEqual([
      [{ field: 'customerNumber', value: '14856977' }],
      [{ field: 'phoneEnding', value: '14856977' }],
    ]);
    // Three digits would match one phone in a thousand: a customer number only.
    expect(classifySearchText('101')).toEqual([[{ field: 'customerNumber', value: '101' }]]);
  });
});
