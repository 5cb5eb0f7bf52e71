/** The application error lives in the domain core (no HTTP there); re-exported for the services. */
export { AppError, appError, isErrorCode, type ErrorDetails } from '@pm/contracts/domain';
