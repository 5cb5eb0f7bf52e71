import { z } from 'zod';

/**
 * A company's routes name the company by its id in the path (`/api/company/:companyId/…`); the
 * routes below one of its resources extend this with the resource's id.
 */
export const companyParams = z.strictObject({ companyId: z.uuid() });
