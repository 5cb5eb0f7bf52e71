/** Who issues a command and why: becomes the metadata of every event it appends. */
export interface CommandContext {
  companyId: string | null;
  /** User id, or `service:<name>` when a service acts. */
  userId: string;
  correlationId: string;
  causationId: string | null;
}
