import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Role } from '@pm/contracts';

/** Display names of the roles (spec §6). */
export const ROLE_LABELS: Record<Role, MessageDescriptor> = {
  COMPANY_ADMIN: msg({ message: 'Administrator', comment: 'User role: manages the company and its users' }),
  COMPANY_MAINTAINER: msg({ message: 'Maintainer', comment: 'User role: maintains products and categories' }),
  COMPANY_VIEWER: msg({ message: 'Viewer', comment: 'User role: views price analyses, changes nothing' }),
};

/** One-line explanation per role, shown when choosing one. */
export const ROLE_DESCRIPTIONS: Record<Role, MessageDescriptor> = {
  COMPANY_ADMIN: msg`Maintains products and categories, manages the company and its users.`,
  COMPANY_MAINTAINER: msg`Maintains products and categories; cannot see company details or users.`,
  COMPANY_VIEWER: msg`Views price analyses; cannot change data.`,
};
