/** Deciders live in the domain core; re-exported for the services' command handling. */
export { fold, type Decider } from '@pm/contracts/domain';
