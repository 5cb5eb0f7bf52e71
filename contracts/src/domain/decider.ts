/**
 * Emmett-style decider: pure functions that turn a command and the current state of one stream
 * into new events (`decide`), and fold events into state (`evolve`). No I/O.
 */
export interface Decider<State, Command, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  /** Throws an AppError when the command is not allowed in this state. */
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event>(decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>, events: Event[]): State {
  return events.reduce(decider.evolve, decider.initialState());
}
