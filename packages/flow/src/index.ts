export * from './decide-entry.js';
export {
  type CreateFlowMachineOptions,
  createFlowMachine,
  type FetchFlowInput,
  FLOW_POLL_INTERVAL_MS,
  type FlowMachine,
  type FlowMachineContext,
  type FlowMachineEvent,
  type FlowMachineInput,
  flowMachine,
} from './machine.js';
