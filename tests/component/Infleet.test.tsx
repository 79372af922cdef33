import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification, testDataProvider, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../src/dataProvider/HttpError.ts';
import type { InfleetFormFields, PendingVehicle } from '../../src/domain/cars/infleet.ts';
import { DIAGNOSTIC_TESTS, type DiagnosticTest } from '../../src/domain/cars/vehicleCommands.ts';
import { AddCarDialog } from '../../src/resources/infleet/AddCarDialog.tsx';
import { DiagnosticsDialog } from '../../src/resources/infleet/DiagnosticsDialog.tsx';
import { InfleetList } from '../../src/resources/infleet/InfleetList.tsx';
import { englishI18n } from './testProviders.ts';

const FORM_FIELDS: InfleetFormFields = {
  fleets: [
    { fleetId: 1, fleetName: 'Vancouver' },
    { fleetId: 2, fleetName: 'Montreal' },
  ],
  carriers: ['Rogers', 'Bell'],
  telemeterMap: { 'Geotab GO9': 'G9', 'CalAmp LMU-4230': '4230' },
  vehicleModels: [
    {
      makeId: 1,
      makeName: 'Toyota',
      models: [
        { vehicleModelId: 1, modelName: 'Prius', modelYear: 2021 },
        { vehicleModelId: 2, modelName: 'Prius', modelYear: 2022 },
      ],
    },
  ],
};

const pending = (stage: PendingVehicle['stage'], more: Partial<PendingVehicle> = {}): PendingVehicle => ({
  vin: 'JTDKARFU0L3000009',
  plateNumber: 'ABC 123',
  fleetId: 1,
  fleetName: 'Vancouver',
  make: 'Toyota',
  model: 'Prius',
  modelYear: 2022,
  telemeterModel: 'Geotab GO9',
  telemeterId: 'G90000000000009',
  carrier: 'Bell',
  msisdn: '16045550009',
  stage,
  addedAt: '2026-11-26T10:00:00.000Z',
  version: 3,
  diagnostics: { passed: stage === 'tested' ? 10 : 0, failed: 0, total: 10 },
  ...more,
});

type Call = (resource: string, verb: string, params?: Record<string, unknown>) => Promise<unknown>;

const wrap = (call: Call, children: React.ReactNode, more: Partial<DataProvider> = {}) => {
  const dataProvider = testDataProvider({ call, ...more } as Partial<DataProvider>);
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={englishI18n()} store={memoryStore()}>
      {children}
      <Notification />
    </AdminContext>,
  );
};

const choose = async (user: ReturnType<typeof userEvent.setup>, field: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('infleeting (spec 2, 4, 5, 8)', () => {
  beforeEach(() => {
    window.location.hash = '#/';
  });

  describe('the Add Car modal', () => {
    const VIN = 'JTDKARFU0L3000010';
    const fill = async (user: ReturnType<typeof userEvent.setup>) => {
      await choose(user, 'Fleet', 'Vancouver');
      await user.type(screen.getByLabelText(/^VIN/), VIN);
      await user.type(screen.getByLabelText(/^Plate/), 'abc123');
      await choose(user, 'Car make', 'Toyota');
      await choose(user, 'Car model', 'Prius 2022');
      await choose(user, 'Box model', 'Geotab GO9');
      await user.type(screen.getByLabelText(/^Box ID/), '0000000000010');
      await choose(user, 'Provider', 'Bell');
      await user.type(screen.getByLabelText(/^MSISDN/), '16045550010');
      await user.type(screen.getByLabelText(/^IMSI/), '302610000000010');
      await user.type(screen.getByLabelText(/^ICCID/), '8930261000000000010');
    };

    it('holds every field to spec 5: required, VIN length and characters, plate shape as typed', async () => {
      const user = userEvent.setup();
      const call = vi.fn<Call>(async (resource) =>
        resource === 'infleetFormFields' ? FORM_FIELDS : { vinNumber: { valid: false, unique: true } },
      );
      wrap(call, <AddCarDialog onClose={vi.fn()} onAdded={vi.fn()} onRunDiagnostics={vi.fn()} />);
      const dialog = await screen.findByRole('dialog', { name: 'Add car' });
      await screen.findByRole('combobox', { name: /^Fleet/ });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThanOrEqual(11);
      expect(call).not.toHaveBeenCalledWith('infleet', 'ADD', expect.anything());

      const vin = screen.getByLabelText(/^VIN/);
      await user.type(vin, 'JTDKARFU0L300001');
      await user.tab();
      expect(await screen.findByText('Too short or too long (should be 17 chars)')).toBeInTheDocument();
      await user.clear(vin);
      await user.type(vin, 'jtdkarfu0l3000010');
      expect(await screen.findByText('Invalid VIN')).toBeInTheDocument();

      const plate = screen.getByLabelText(/^Plate/);
      await user.type(plate, 'ab1 23c');
      expect(plate).toHaveValue('AB1 23C');
      await user.clear(plate);
      await user.type(plate, 'abcd12');
      await user.tab();
      expect(await screen.findByText('Enter a plate as 123 ABC, ABC 123 or AB1 23C')).toBeInTheDocument();

      await user.type(screen.getByLabelText(/^ICCID/), '893026100000000001');
      await user.tab();
      expect(await screen.findByText('An ICCID is 19 or 20 digits')).toBeInTheDocument();
      // Only values that keep their own rule are asked about on blur.
      expect(call).not.toHaveBeenCalledWith('infleetValidate', 'VALIDATE', expect.anything());
    });

    it('prefills the box id with the chosen box model’s prefix', async () => {
      const user = userEvent.setup();
      wrap(
        async () => FORM_FIELDS,
        <AddCarDialog onClose={vi.fn()} onAdded={vi.fn()} onRunDiagnostics={vi.fn()} />,
      );
      await screen.findByRole('combobox', { name: /^Box model/ });
      await choose(user, 'Box model', 'Geotab GO9');
      expect(screen.getByLabelText(/^Box ID/)).toHaveValue('G9');
      await choose(user, 'Box model', 'CalAmp LMU-4230');
      expect(screen.getByLabelText(/^Box ID/)).toHaveValue('4230');
    });

    it('says a taken VIN on blur, then adds, registers with the vendor and offers Run Diagnostics', async () => {
      const user = userEvent.setup();
      const added = pending('added', { vin: VIN, version: 1 });
      const call = vi.fn<Call>(async (resource, _verb, params = {}) => {
        if (resource === 'infleetFormFields') return FORM_FIELDS;
        if (resource === 'infleetValidate') {
          const [field, value] = Object.entries(params)[0]!;
          return { [field]: { valid: true, unique: value !== 'JTDKARFU0L3000001' } };
        }
        if (resource === 'infleet') return added;
        if (resource === 'infleetVendor') return { ...added, stage: 'vendorRegistered', version: 2 };
        throw new Error(`call ${resource} is not part of this test`);
      });
      const onRunDiagnostics = vi.fn();
      const onAdded = vi.fn();
      wrap(call, <AddCarDialog onClose={vi.fn()} onAdded={onAdded} onRunDiagnostics={onRunDiagnostics} />);
      await screen.findByRole('combobox', { name: /^Fleet/ });
      const vin = screen.getByLabelText(/^VIN/);
      await user.type(vin, 'JTDKARFU0L3000001');
      await user.tab();
      expect(await screen.findByText('VIN already exists')).toBeInTheDocument();
      expect(call).toHaveBeenCalledWith('infleetValidate', 'VALIDATE', { vinNumber: 'JTDKARFU0L3000001' });
      await user.clear(vin);
      await fill(user);
      await waitFor(() => expect(screen.queryByText('VIN already exists')).toBeNull());
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('dialog', { name: 'Car added' })).toBeInTheDocument();
      expect(call).toHaveBeenCalledWith('infleet', 'ADD', {
        fleetId: 1,
        vinNumber: VIN,
        plateNumber: 'ABC 123',
        carMake: 'Toyota',
        carModel: 'Prius',
        modelYear: 2022,
        telemeterModel: 'Geotab GO9',
        telemeterId: 'G90000000000010',
        carrier: 'Bell',
        msisdn: '16045550010',
        imsi: '302610000000010',
        iccid: '8930261000000000010',
      });
      expect(call).toHaveBeenCalledWith('infleetVendor', 'ADD', { vin: VIN, ifMatch: 1 });
      expect(onAdded).toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Run diagnostics' }));
      expect(onRunDiagnostics).toHaveBeenCalledWith(expect.objectContaining({ vin: VIN, version: 2 }));
    });

    it('says spec 8’s text on a 500, and on a vendor failure that the car awaits validation', async () => {
      const user = userEvent.setup();
      let addAnswer: 'fail' | 'ok' = 'fail';
      const call = vi.fn<Call>(async (resource) => {
        if (resource === 'infleetFormFields') return FORM_FIELDS;
        if (resource === 'infleetValidate') return {};
        if (resource === 'infleet') {
          if (addAnswer === 'fail') throw new HttpError('boom', 500, {} as never);
          return pending('added', { vin: VIN });
        }
        if (resource === 'infleetVendor') throw new HttpError('vendor', 424, {} as never);
        throw new Error(`call ${resource} is not part of this test`);
      });
      const onClose = vi.fn();
      wrap(call, <AddCarDialog onClose={onClose} onAdded={vi.fn()} onRunDiagnostics={vi.fn()} />);
      await screen.findByRole('combobox', { name: /^Fleet/ });
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Car could not be added to the system at this time. Please try again later.'),
      ).toBeInTheDocument();
      addAnswer = 'ok';
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Car added, but not yet validated. Select validate to retry.'),
      ).toBeInTheDocument();
      expect(onClose).toHaveBeenCalled();
    });
  });

  describe('the diagnostics panel', () => {
    it('shows the kept results, then runs the ten tests one after another, a failure kept on its test', async () => {
      const user = userEvent.setup();
      const order: string[] = [];
      const started = new Set<DiagnosticTest>();
      let lockReads = 0;
      const call = vi.fn<Call>(async (resource, _verb, params = {}) => {
        if (resource === 'runDiagnostics') {
          // Each test starts only once the one before has its result.
          const previous =
            DIAGNOSTIC_TESTS[DIAGNOSTIC_TESTS.indexOf(params.diagnostic as DiagnosticTest) - 1];
          if (previous) expect(order.at(-1)).toBe(`done ${previous}`);
          order.push(`start ${String(params.diagnostic)}`);
          started.add(params.diagnostic as DiagnosticTest);
          return {};
        }
        if (resource === 'diagnosticResults') {
          const test = String(params.id).split('-')[1] as DiagnosticTest;
          if (!started.has(test))
            return { diagnostic: test, result: test === 'lock' ? 'passed' : 'notRun', command: null };
          // The lock test is still running at its first read: the panel reads it again.
          if (test === 'lock' && lockReads++ === 0)
            return { diagnostic: test, result: 'running', command: null };
          const failed = test === 'gpsPosition';
          order.push(`done ${test}`);
          return {
            diagnostic: test,
            result: failed ? 'failed' : 'passed',
            command: failed ? { status: 'failed', vendorError: 'No GPS fix' } : null,
          };
        }
        throw new Error(`call ${resource} is not part of this test`);
      });
      wrap(call, <DiagnosticsDialog car={pending('validated')} onClose={vi.fn()} />);
      const lock = () => screen.getByText('Lock').closest('li')!;
      await waitFor(() => expect(within(lock()).getByText('Passed')).toBeInTheDocument());
      expect(within(screen.getByText('Unlock').closest('li')!).getByText('Not run')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Run diagnostics' }));
      expect(await screen.findByText('Operation in progress')).toBeInTheDocument();
      expect(within(lock()).getByText('Running')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText('Operation in progress')).toBeNull());

      expect(order.filter((step) => step.startsWith('start'))).toEqual(
        DIAGNOSTIC_TESTS.map((t) => `start ${t}`),
      );
      expect(lockReads).toBe(2);
      const gps = screen.getByText('GPS position').closest('li')!;
      expect(within(gps).getByText('Failed')).toBeInTheDocument();
      expect(within(gps).getByText('No GPS fix')).toBeInTheDocument();
      expect(
        within(screen.getByText('Battery voltage').closest('li')!).getByText('Passed'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled();
      expect(
        screen.getByText(
          'A diagnostic failed: fix the box, then run the diagnostics again. Deploy needs every test passed.',
        ),
      ).toBeInTheDocument();
    });

    it('runs at once from Car added, validating the car first: validate → diagnostics → deploy (spec 4)', async () => {
      const user = userEvent.setup();
      const steps: string[] = [];
      const call = vi.fn<Call>(async (resource, _verb, params = {}) => {
        if (resource === 'infleetValidate') {
          steps.push('validate');
          return pending('validated', { version: 4 });
        }
        if (resource === 'runDiagnostics') {
          steps.push(`start ${String(params.diagnostic)}`);
          return {};
        }
        if (resource === 'diagnosticResults') {
          const test = String(params.id).split('-')[1];
          return {
            diagnostic: test,
            result: steps.includes(`start ${test}`) ? 'passed' : 'notRun',
            command: null,
          };
        }
        if (resource === 'infleetPromote') return {};
        throw new Error(`call ${resource} is not part of this test`);
      });
      wrap(call, <DiagnosticsDialog car={pending('vendorRegistered')} autoRun onClose={vi.fn()} />);
      const deploy = screen.getByRole('button', { name: 'Deploy' });
      expect(deploy).toHaveAccessibleDescription(
        'Deploy waits for validation: select run diagnostics to validate the car and run its tests.',
      );
      await waitFor(() => expect(deploy).toBeEnabled());
      expect(steps).toEqual(['validate', ...DIAGNOSTIC_TESTS.map((test) => `start ${test}`)]);
      expect(call).toHaveBeenCalledWith('infleetValidate', 'VALIDATE', {
        vin: 'JTDKARFU0L3000009',
        urlQuery: { update: 'true' },
        ifMatch: 3,
      });
      // The panel shows the step: no notice asks for the diagnostics it is running.
      expect(screen.queryByText(/Select run diagnostics to continue/)).toBeNull();
      await user.click(deploy);
      // Deploy sends the version validation answered.
      expect(call).toHaveBeenCalledWith('infleetPromote', 'ADD', { id: 'JTDKARFU0L3000009', ifMatch: 4 });
    });

    it('says why the run stopped when validation fails, and runs no test', async () => {
      const call = vi.fn<Call>(async (resource, _verb, params = {}) => {
        if (resource === 'infleetValidate') throw new HttpError('vendor', 424, {} as never);
        if (resource === 'diagnosticResults')
          return { diagnostic: String(params.id).split('-')[1], result: 'notRun', command: null };
        throw new Error(`call ${resource} is not part of this test`);
      });
      wrap(call, <DiagnosticsDialog car={pending('vendorRegistered')} autoRun onClose={vi.fn()} />);
      expect(
        await screen.findByText(
          'The car could not be validated, so its diagnostics did not run. Select run diagnostics to retry.',
        ),
      ).toBeInTheDocument();
      expect(call.mock.calls.some(([resource]) => resource === 'runDiagnostics')).toBe(false);
      expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled();
    });

    it('deploys from the panel once every test passed', async () => {
      const user = userEvent.setup();
      const call = vi.fn<Call>(async (resource, _verb, params = {}) => {
        if (resource === 'diagnosticResults')
          return { diagnostic: String(params.id).split('-')[1], result: 'passed', command: null };
        if (resource === 'infleetPromote') return {};
        throw new Error(`call ${resource} is not part of this test`);
      });
      const onClose = vi.fn();
      wrap(call, <DiagnosticsDialog car={pending('tested')} onClose={onClose} />);
      const deploy = screen.getByRole('button', { name: 'Deploy' });
      await waitFor(() => expect(deploy).toBeEnabled());
      await user.click(deploy);
      expect(call).toHaveBeenCalledWith('infleetPromote', 'ADD', { id: 'JTDKARFU0L3000009', ifMatch: 3 });
      expect(
        await screen.findByText('The car is now available to members. Please relocate it as appropriate.'),
      ).toBeInTheDocument();
      expect(onClose).toHaveBeenCalled();
    });

    it('keeps Deploy off for a car not validated yet, whatever its tests say (the server answers 409)', async () => {
      const call = vi.fn<Call>(async (_resource, _verb, params = {}) => ({
        diagnostic: String(params.id).split('-')[1],
        result: 'passed',
        command: null,
      }));
      wrap(call, <DiagnosticsDialog car={pending('vendorRegistered')} onClose={vi.fn()} />);
      await waitFor(() =>
        expect(within(screen.getByText('Lock').closest('li')!).getByText('Passed')).toBeVisible(),
      );
      expect(screen.getByRole('button', { name: 'Deploy' })).toBeDisabled();
    });
  });

  describe('the pending list', () => {
    const rows = [
      { ...pending('added'), id: 'JTDKARFU0L3000009' },
      { ...pending('tested', { vin: 'JTDKARFU0L3000011', plateNumber: 'XYZ 789' }), id: 'JTDKARFU0L3000011' },
    ];
    const listWith = (call: Call) =>
      wrap(call, <InfleetList />, { getList: (async () => ({ data: rows, total: rows.length })) as never });

    it('offers each car its next step: Validate before validation, Deploy once tested', async () => {
      const user = userEvent.setup();
      let validateAnswer: 'ok' | 'fail' = 'fail';
      const call = vi.fn<Call>(async (resource) => {
        if (resource === 'savedSearches') return [];
        if (resource === 'infleetFormFields') return FORM_FIELDS;
        if (resource === 'infleetValidate') {
          if (validateAnswer === 'fail') throw new HttpError('vendor', 424, {} as never);
          return { ...rows[0], stage: 'validated' };
        }
        throw new Error(`call ${resource} is not part of this test`);
      });
      listWith(call);
      const added = within((await screen.findByText('ABC 123')).closest('tr')!);
      const tested = within(screen.getByText('XYZ 789').closest('tr')!);
      expect(added.getByText('Added')).toBeInTheDocument();
      expect(added.getByText('0/10 tests passed')).toBeInTheDocument();
      expect(added.getByRole('button', { name: 'Deploy' })).toBeDisabled();
      expect(tested.getByRole('button', { name: 'Validate' })).toBeDisabled();
      expect(tested.getByRole('button', { name: 'Deploy' })).toBeEnabled();

      await user.click(added.getByRole('button', { name: 'Validate' }));
      expect(await screen.findByText('Car validation failed. Select validate to retry.')).toBeInTheDocument();
      validateAnswer = 'ok';
      await user.click(added.getByRole('button', { name: 'Validate' }));
      expect(
        await screen.findByText(
          'Car validation successful! Select run diagnostics to continue infleeting this car.',
        ),
      ).toBeInTheDocument();
      expect(call).toHaveBeenCalledWith('infleetValidate', 'VALIDATE', {
        vin: 'JTDKARFU0L3000009',
        urlQuery: { update: 'true' },
        ifMatch: 3,
      });
    });

    it('validates a car whose tests have all passed without asking for them again (spec 8 Car validation)', async () => {
      const user = userEvent.setup();
      const passed = {
        ...pending('vendorRegistered', { diagnostics: { passed: 10, failed: 0, total: 10 } }),
        id: 'JTDKARFU0L3000009',
      };
      const call = vi.fn<Call>(async (resource) => {
        if (resource === 'savedSearches') return [];
        if (resource === 'infleetFormFields') return FORM_FIELDS;
        if (resource === 'infleetValidate') return { ...passed, stage: 'tested' };
        throw new Error(`call ${resource} is not part of this test`);
      });
      wrap(call, <InfleetList />, { getList: (async () => ({ data: [passed], total: 1 })) as never });
      const row = within((await screen.findByText('ABC 123')).closest('tr')!);
      await user.click(row.getByRole('button', { name: 'Validate' }));
      expect(
        await screen.findByText(
          'Car validation successful! Every diagnostic has passed: select Deploy to put it in service.',
        ),
      ).toBeInTheDocument();
    });

    it('says a failed deploy in spec 8’s words, and offers the reload on a stale car', async () => {
      const user = userEvent.setup();
      const promote = vi
        .fn()
        .mockRejectedValueOnce(new HttpError('not tested', 409, {} as never))
        .mockRejectedValueOnce(new HttpError('stale', 412, { messageKey: 'error.stale' } as never));
      const call = vi.fn<Call>(async (resource) => {
        if (resource === 'savedSearches') return [];
        if (resource === 'infleetFormFields') return FORM_FIELDS;
        if (resource === 'infleetPromote') return promote();
        throw new Error(`call ${resource} is not part of this test`);
      });
      listWith(call);
      const tested = within((await screen.findByText('XYZ 789')).closest('tr')!);
      await user.click(tested.getByRole('button', { name: 'Deploy' }));
      expect(
        await screen.findByText(
          'Promotion of this car failed. Please try again or inform Help Desk if this continues',
        ),
      ).toBeInTheDocument();
      await user.click(tested.getByRole('button', { name: 'Deploy' }));
      expect(await screen.findByRole('button', { name: /reload/i })).toBeInTheDocument();
    });
  });
});
