import { expect } from 'vitest';
import type { Decider } from '../domain/decider.ts';
import { AppError } from '../domain/appError.ts';

/**
 * Given/when/then specifications for deciders (after Emmett's DeciderSpecification):
 *   spec.given([...events]).when(command).then([...expected events])
 *   spec.given([...events]).when(command).thenThrows('ERROR_CODE')
 */
export function deciderSpec<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: string) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(AppError);
              expect((thrown as AppError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
