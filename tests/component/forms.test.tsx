import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, ReferenceInput, TextInput, testDataProvider, type DataProvider } from 'react-admin';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppAutocompleteInput } from '../../src/custom/forms/AppAutocompleteInput.tsx';
import { AppForm } from '../../src/custom/forms/AppForm.tsx';
import { AppSelectInput } from '../../src/custom/forms/AppSelectInput.tsx';
import { SingleFileInput } from '../../src/custom/forms/SingleFileInput.tsx';
import { zodValidator } from '../../src/custom/forms/zodValidator.ts';
import { text } from '../../src/domain/validation.ts';
import { englishI18n } from './testProviders.ts';

const inAdmin = (ui: React.ReactNode, dataProvider: Partial<DataProvider> = {}) =>
  render(
    <AdminContext dataProvider={testDataProvider(dataProvider)} i18nProvider={englishI18n()}>
      {ui}
    </AdminContext>,
  );

const CHOICES = [
  { id: 'MTL', name: 'Montreal' },
  { id: 'VAN', name: 'Vancouver' },
];

describe('spec 5 "Form behaviour"', () => {
  it('shows errors only after a field is touched, with the parameters filled in', async () => {
    const user = userEvent.setup();
    inAdmin(
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <TextInput
          source="name"
          label="resources.staffs.fields.firstName"
          validate={zodValidator(text({ required: true, max: 5 }))}
        />
        <TextInput source="other" label="resources.staffs.fields.lastName" />
      </AppForm>,
    );
    const input = await screen.findByRole('textbox', { name: /First name/ });
    await user.type(input, 'abcdefgh');
    // Still being typed: not touched yet.
    expect(screen.queryByText('Must be at most 5 characters')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Must be at most 5 characters')).toBeInTheDocument();
    // Once touched, it follows every change.
    await user.clear(input);
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it('marks zod-required fields with an asterisk, and only those', async () => {
    inAdmin(
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <TextInput
          source="name"
          label="resources.staffs.fields.firstName"
          validate={zodValidator(text({ required: true }))}
        />
        <TextInput
          source="other"
          label="resources.staffs.fields.lastName"
          validate={zodValidator(text({ max: 5 }))}
        />
      </AppForm>,
    );
    const required = await screen.findByText('First name');
    expect(required.closest('label')).toHaveTextContent(/First name\s*\*/);
    expect(screen.getByText('Last name').closest('label')).not.toHaveTextContent('*');
  });

  it('dropdowns offer a blank option, also when required, unless the empty value is disabled', async () => {
    const required = zodValidator(text({ required: true }));
    inAdmin(
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <AppSelectInput source="optional" label="resources.staffs.fields.firstName" choices={CHOICES} />
        <AppSelectInput
          source="required"
          label="resources.staffs.fields.lastName"
          choices={CHOICES}
          validate={required}
        />
        <AppSelectInput
          source="noBlank"
          label="resources.staffs.fields.role"
          choices={CHOICES}
          validate={required}
          disableEmpty
        />
      </AppForm>,
    );
    const optionsOf = async (name: RegExp) => {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name }));
      const listbox = await screen.findByRole('listbox');
      const options = within(listbox)
        .getAllByRole('option')
        .filter((option) => getComputedStyle(option).display !== 'none')
        .map((option) => option.textContent?.trim() ?? '');
      fireEvent.keyDown(listbox, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      return options;
    };
    expect(await optionsOf(/First name/)).toEqual(['', 'Montreal', 'Vancouver']);
    expect(await optionsOf(/Last name/)).toEqual(['', 'Montreal', 'Vancouver']);
    expect(await optionsOf(/Role/)).toEqual(['Montreal', 'Vancouver']);
  });

  it('spec 5 Form behaviour: a required dropdown offers no blank once it holds a value', async () => {
    inAdmin(
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <AppSelectInput
          source="required"
          label="resources.staffs.fields.lastName"
          choices={CHOICES}
          validate={zodValidator(text({ required: true }))}
        />
      </AppForm>,
    );
    const options = async () => {
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Last name/ }));
      return within(await screen.findByRole('listbox')).getAllByRole('option');
    };
    expect((await options()).map((option) => option.textContent?.trim())).toEqual([
      '',
      'Montreal',
      'Vancouver',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Vancouver' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect((await options()).map((option) => option.textContent?.trim())).toEqual(['Montreal', 'Vancouver']);
  });
});

describe('spec 5/9 autocomplete: 3 characters, 300 ms, case-insensitive labels', () => {
  it('offers nothing below 3 characters and matches labels without regard to case', async () => {
    const user = userEvent.setup();
    inAdmin(
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <AppAutocompleteInput source="region" label="resources.staffs.fields.role" choices={CHOICES} />
      </AppForm>,
    );
    const input = await screen.findByRole('combobox', { name: /Role/ });
    await user.type(input, 'va');
    expect(await screen.findByText('Type at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Vancouver' })).not.toBeInTheDocument();
    await user.type(input, 'N');
    expect(await screen.findByRole('option', { name: 'Vancouver' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Montreal' })).not.toBeInTheDocument();
  });

  it('asks the server only from 3 characters, 300 ms after the last key', async () => {
    const asked: (string | undefined)[] = [];
    const getList = vi.fn(async (_resource: string, params: { filter: { q?: string } }) => {
      asked.push(params.filter.q);
      return { data: CHOICES, total: 2 };
    });
    inAdmin(
      <AppForm onSubmit={vi.fn()} toolbar={false}>
        <ReferenceInput source="region" reference="regions">
          <AppAutocompleteInput label="resources.staffs.fields.role" />
        </ReferenceInput>
      </AppForm>,
      { getList: getList as unknown as DataProvider['getList'], getMany: async () => ({ data: [] }) },
    );
    const input = await screen.findByRole('combobox', { name: /Role/ });
    // The clock is the test's from here: the wait is measured, not slept through. Each step
    // runs in act(), so React renders and runs its effects (the fetch) before the check.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    onTestFinished(() => void vi.useRealTimers());
    const searched = () => asked.filter((q) => q !== undefined);
    fireEvent.change(input, { target: { value: 'va' } });
    await wait(1_000);
    expect(searched()).toEqual([]);
    fireEvent.change(input, { target: { value: 'van' } });
    await wait(299);
    expect(searched()).toEqual([]);
    await wait(21);
    expect(searched()).toEqual(['van']);
  });
});

describe('spec 5 "File upload": one .csv of at most 1 MB', () => {
  const Picker = ({ onChange, kind }: { onChange: (file: File | null) => void; kind?: 'csv' | 'txt' }) => {
    const [file, setFile] = useState<File | null>(null);
    return (
      <SingleFileInput
        kind={kind}
        value={file}
        onChange={(next) => {
          setFile(next);
          onChange(next);
        }}
      />
    );
  };
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

  it('rejects another type or a larger file with a translated message, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    inAdmin(<Picker onChange={onChange} />);
    await user.upload(fileInput(), new File(['x'], 'codes.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a .csv file is accepted');
    await user.upload(fileInput(), new File([new Uint8Array(1024 * 1024 + 1)], 'codes.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be at most 1 MB');
    expect(onChange).not.toHaveBeenCalledWith(expect.any(File));
    const good = new File(['code\nA1'], 'codes.csv', { type: 'text/csv' });
    await user.upload(fileInput(), good);
    expect(onChange).toHaveBeenLastCalledWith(good);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('codes.csv')).toBeInTheDocument();
  });

  it('the home zone import takes .txt instead', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = vi.fn();
    inAdmin(<Picker onChange={onChange} kind="txt" />);
    expect(fileInput()).toHaveAttribute('accept', '.txt');
    await user.upload(fileInput(), new File(['x'], 'zone.csv'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a .txt file is accepted');
    await act(async () => user.upload(fileInput(), new File(['x'], 'zone.txt')));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'zone.txt' }));
  });
});
