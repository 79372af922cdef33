import { simulatedSide } from './simulated/index.ts';
import { vehicleGateway } from './vehicleGateway.ts';

/** docs/architecture.md, Vehicle gateway: the gateway the app reaches the boxes through. */
export const gatewayFor = (config: { telemetryRetentionDays: number }) =>
  vehicleGateway(simulatedSide(config));
