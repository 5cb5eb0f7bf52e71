import { z } from 'zod';
import { displayNameSchema } from '../validation/displayName.ts';
import { languageSchema, roleSchema } from '../enums.ts';

const name = displayNameSchema(100);
const email = z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254));
/** Passwords: at least 8 characters; no composition rules (NIST SP 800-63B). */
export const passwordSchema = z.string().min(8).max(256);

export const createUserBodySchema = z.strictObject({
  firstName: name,
  lastName: name,
  email,
  role: roleSchema,
  password: passwordSchema,
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;

export const updateUserBodySchema = z
  .strictObject({
    firstName: name.optional(),
    lastName: name.optional(),
    email: email.optional(),
    role: roleSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'At least one field is required' });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(256),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const updateUserSettingsBodySchema = z
  .strictObject({
    favoriteProducts: z.array(z.string().min(1).max(100)).max(10_000).optional(),
    language: languageSchema.optional(),
    withShippingCost: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'At least one setting is required' });
export type UpdateUserSettingsBody = z.infer<typeof updateUserSettingsBodySchema>;

/** A user as listed in user management (GET /company/{companyId}/users). */
export const companyUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** Answer of every command: what it wrote, so the next query can wait for it. */
export const commandResultSchema = z.object({
  id: z.string(),
  revision: z.string(),
  position: z.string(),
});
export type CommandResult = z.infer<typeof commandResultSchema>;
