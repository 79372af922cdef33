import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newBoxProfile } from '../../server/vehicleGateway/simulated/simulatedVendor.ts';
import type { FieldChecks, InfleetFormFields, PendingVehicle } from '../../src/domain/cars/infleet.ts';
import type { CarSearchRow } from '../../src/domain/cars/carSearch.ts';
import type { Paginated } from '../../src/domain/pagination.ts';
import { DIAGNOSTIC_TESTS } from '../../src/domain/cars/vehicleCommands.ts';
import { apiCall } from './api.ts';
import { seriousFindings, settled } from './axe.ts';
import { openSignedIn, poll, useBrowserPage } from './browser.ts';
import { baseUrl } from './product.ts';

/** A test takes 3–5 s on the simulated box, so it is read four times a second; a freshly installed box is awake. */
const slowPoll = <T>(read: () => Promise<T>) => expect.poll(read, { interval: 250 });

/**
 * A box id of `prefix` whose simulated vendor profile is `wanted`: the vendor decides a new box's
 * faults from its id (server/vehicleGateway/simulated/simulatedVendor.ts), so the test picks one, never by luck.
 */
const boxId = (prefix: string, wanted: 'healthy' | 'failsLock', from: number) => {
  for (let n = from; ; n++) {
    const id = `${prefix}${String(n).padStart(15 - prefix.length, '0')}`;
    const { failingTests, provisioningMs } = newBoxProfile(id);
    const fits = wanted === 'healthy' ? failingTests.length === 0 : failingTests.join() === 'lock';
    if (fits && provisioningMs === 0) return id;
  }
};

/** The first of `candidates` no car holds yet, asked of the blur check itself. */
const freeValue = async (page: Page, field: string, candidates: (n: number) => string) => {
  for (let n = 0; ; n++) {
    const value = candidates(n);
    const checks = await apiCall<FieldChecks>(page, '/api/infleet/validate', {
      method: 'POST',
      body: { [field]: value },
    });
    if (checks[field as keyof FieldChecks]?.unique) return value;
  }
};

/** A new car's identifiers, each free in the product's data as it stands. */
const freshCar = async (page: Page, run: number, wanted: 'healthy' | 'failsLock') => {
  const digits = (n: number) => String(run * 100 + n).padStart(4, '0');
  return {
    vinNumber: await freeValue(page, 'vinNumber', (n) =>
      `E2E_INFLEET_${digits(n)}_`.slice(0, 17).padEnd(17, '0'),
    ),
    plateNumber: await freeValue(page, 'plateNumber', (n) => `QZ${run} ${String(n).padStart(2, '0')}X`),
    telemeterId: boxId('G9', wanted, run * 1_000_000),
    msisdn: await freeValue(page, 'msisdn', (n) => `1999555${digits(n)}`),
    imsi: await freeValue(page, 'imsi', (n) => `30261099999${digits(n)}`),
    iccid: await freeValue(page, 'iccid', (n) => `893026109999999${digits(n)}`),
  };
};

const choose = async (page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

const chipOf = (page: Page, test: string) => page.locator(`li[data-test="${test}"] .MuiChip-label`);

/** How far the pending list's table and the page run past their boxes, in pixels (0: they fit). */
const tableOverflow = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('table')!;
    const box = table.parentElement!;
    const root = document.documentElement;
    return {
      table: Math.max(0, table.scrollWidth - box.clientWidth),
      page: Math.max(0, root.scrollWidth - root.clientWidth),
    };
  });

describe('infleeting a car (spec 4 Infleeting flow: the browser journey)', () => {
  // axe is injected as a script, which the app's CSP would rightly refuse.
  const page = useBrowserPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true });

  it('as fleet at 1440x900, in one flow: a taken VIN shows on blur; add, Run diagnostics validates and runs them one by one, deploy, then available in /cars', async () => {
    await openSignedIn(page(), '/', 'fleet@example.com');
    await page().goto(`${baseUrl}/infleet`);
    await settled(page());
    const car = await freshCar(page(), 1, 'healthy');
    const formFields = await apiCall<InfleetFormFields>(page(), '/api/infleet/formFields');
    const fleet = formFields.fleets[0]!.fleetName;
    const make = formFields.vehicleModels[0]!;
    const model = make.models[0]!;
    const taken = (await apiCall<Paginated<CarSearchRow>>(page(), '/api/vehicle/search?page=1&count=1'))
      .data[0]!.vin;

    // Spec 2 /infleet at 1440 px: the rows' steps are on screen, the table within its box.
    await page().getByRole('row').getByRole('button', { name: 'Validate' }).first().waitFor();
    expect(await tableOverflow(page())).toEqual({ table: 0, page: 0 });

    await page().getByRole('button', { name: 'Add car' }).click();
    const dialog = page().getByRole('dialog', { name: 'Add car' });
    const vin = dialog.getByRole('textbox', { name: 'VIN' });
    await vin.fill(taken);
    await vin.blur();
    await dialog.getByText('VIN already exists').waitFor();
    expect(await seriousFindings(page())).toEqual([]);

    await vin.fill(car.vinNumber);
    await choose(page(), dialog, 'Fleet', fleet);
    // Typed as staff type it: upper-cased, the space after the third character.
    await dialog
      .getByRole('textbox', { name: 'Plate' })
      .pressSequentially(car.plateNumber.replace(' ', '').toLowerCase());
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Plate' }).inputValue())
      .toBe(car.plateNumber);
    await choose(page(), dialog, 'Car make', make.makeName);
    await choose(page(), dialog, 'Car model', `${model.modelName} ${model.modelYear}`);
    await choose(page(), dialog, 'Box model', 'Geotab GO9');
    const box = dialog.getByRole('textbox', { name: 'Box ID' });
    await expect.poll(() => box.inputValue()).toBe('G9');
    await box.fill(car.telemeterId);
    await choose(page(), dialog, 'Provider', formFields.carriers[0]!);
    await dialog.getByRole('textbox', { name: 'MSISDN' }).fill(car.msisdn);
    await dialog.getByRole('textbox', { name: 'IMSI' }).fill(car.imsi);
    await dialog.getByRole('textbox', { name: 'ICCID' }).fill(car.iccid);
    await expect.poll(() => dialog.getByText('VIN already exists').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).click();

    const added = page().getByRole('dialog', { name: 'Car added' });
    await added.waitFor();
    // Under the modal, so hidden from the accessibility tree while it is open.
    const row = page().getByRole('row', { includeHidden: true }).filter({ hasText: car.vinNumber });
    await row.getByText('Vendor registered', { exact: true }).waitFor();

    // Run diagnostics runs them: the car is validated first, then its tests one by one (spec 4).
    await added.getByRole('button', { name: 'Run diagnostics' }).click();
    const panel = page().getByRole('dialog', { name: /^Diagnostics of/ });
    await panel.getByText('Operation in progress').waitFor();
    expect(await panel.getByRole('button', { name: 'Deploy' }).isDisabled()).toBe(true);
    // One by one: while a test runs, the ones after it have not started.
    for (const [i, test] of DIAGNOSTIC_TESTS.entries()) {
      await slowPoll(() => chipOf(page(), test).textContent()).toBe('Passed');
      const next = DIAGNOSTIC_TESTS[i + 2];
      if (next) expect(await chipOf(page(), next).textContent()).toBe('Not run');
    }
    await panel.getByText('Operation in progress').waitFor({ state: 'detached' });
    expect(await seriousFindings(page())).toEqual([]);
    // The list under the panel followed the run.
    await row.getByText('10/10 tests passed').waitFor();
    await row.getByText('Tested', { exact: true }).waitFor();

    await panel.getByRole('button', { name: 'Deploy' }).click();
    await page()
      .getByText('The car is now available to members. Please relocate it as appropriate.')
      .waitFor();
    await poll(() => row.count()).toBe(0);

    await page().goto(`${baseUrl}/cars`);
    await page().getByRole('textbox', { name: 'VIN' }).fill(car.vinNumber);
    const found = page().getByRole('row').filter({ hasText: car.vinNumber });
    await found.getByText('Available', { exact: true }).waitFor();
  });

  it('as fleet: a car whose box fails its lock test shows the failure and cannot be deployed', async () => {
    await openSignedIn(page(), '/', 'fleet@example.com');
    await page().goto(`${baseUrl}/infleet`);
    await settled(page());
    const formFields = await apiCall<InfleetFormFields>(page(), '/api/infleet/formFields');
    const make = formFields.vehicleModels[0]!;
    const model = make.models[0]!;
    const identifiers = await freshCar(page(), 2, 'failsLock');
    // Added and validated through the API: this journey is about its diagnostics.
    let pending = await apiCall<PendingVehicle>(page(), '/api/infleet', {
      method: 'POST',
      body: {
        ...identifiers,
        fleetId: formFields.fleets[0]!.fleetId,
        carMake: make.makeName,
        carModel: model.modelName,
        modelYear: model.modelYear,
        telemeterModel: 'Geotab GO9',
        carrier: formFields.carriers[0]!,
      },
    });
    pending = await apiCall<PendingVehicle>(page(), '/api/infleet/validate?update=true', {
      method: 'POST',
      body: { vin: pending.vin },
      ifMatch: pending.version,
    });
    expect(pending.stage).toBe('validated');

    await page().reload();
    const row = page().getByRole('row').filter({ hasText: pending.vin });
    await row.getByRole('button', { name: 'Diagnostics' }).click();
    const panel = page().getByRole('dialog', { name: /^Diagnostics of/ });
    await panel.getByRole('button', { name: 'Run diagnostics' }).click();
    await slowPoll(() => chipOf(page(), 'lock').textContent()).toBe('Failed');
    // The run goes on past the failure.
    await slowPoll(() => chipOf(page(), 'batteryVoltage').textContent()).toBe('Passed');
    await panel.getByText('Operation in progress').waitFor({ state: 'detached' });
    expect(await page().locator('li[data-test="lock"] .MuiListItemText-secondary').textContent()).not.toBe(
      '',
    );
    expect(await panel.getByRole('button', { name: 'Deploy' }).isDisabled()).toBe(true);
    await panel.getByRole('button', { name: 'Close' }).click();
    await row.getByText('9/10 tests passed').waitFor();
    expect(await row.getByRole('button', { name: 'Deploy' }).isDisabled()).toBe(true);
  });
});
