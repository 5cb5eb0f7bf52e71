import { setErpConnectionBodySchema, type ErpConnectionView, type ErpSystem, type SetErpConnectionBody } from '@pm/contracts';
import type { FormErrors } from '../../../lib/utils/fieldChecks.ts';

export interface ConnectionFormValues {
  system: ErpSystem | '';
  url: string;
  username: string;
  /** A new password/API key; empty with `changeSecret` false keeps the saved one. */
  secret: string;
  /** The user chose to enter a new password although one is saved (or none is saved yet). */
  changeSecret: boolean;
  /** A password is saved: an empty field keeps it. */
  secretSaved: boolean;
}

export type ConnectionField = 'system' | 'url' | 'username' | 'secret';
export type ConnectionError = 'required' | 'invalidUrl' | 'tooLong';

const urlSchema = setErpConnectionBodySchema.shape.url;

export function toConnectionFormValues(view: ErpConnectionView): ConnectionFormValues {
  return { system: view.system ?? '', url: view.url ?? '', username: view.username ?? '', secret: '', changeSecret: !view.secretSet, secretSaved: view.secretSet };
}

/**
 * What the API needs: a system, an http(s) address; Plenty signs in with a REST user and its
 * password (required unless one is saved: an empty field keeps it); an export URL may need neither.
 */
export function validateConnectionForm(values: ConnectionFormValues): FormErrors<ConnectionField, ConnectionError> {
  const errors: FormErrors<ConnectionField, ConnectionError> = {};
  if (values.system === '') errors.system = 'required';
  const url = values.url.trim();
  if (url === '') errors.url = 'required';
  else if (!urlSchema.safeParse(url).success) errors.url = url.length > 2_000 ? 'tooLong' : 'invalidUrl';
  if (values.system === 'PLENTY' && values.username.trim() === '') errors.username = 'required';
  if (values.username.trim().length > 200) errors.username = 'tooLong';
  if (values.changeSecret && values.system === 'PLENTY' && values.secret === '' && !values.secretSaved) errors.secret = 'required';
  if (values.secret.length > 2_000) errors.secret = 'tooLong';
  return errors;
}

/** The PUT body: the secret only when a new one was entered (absent keeps the saved one). */
export function toConnectionBody(values: ConnectionFormValues): SetErpConnectionBody {
  const body: SetErpConnectionBody = { system: values.system === '' ? 'PLENTY' : values.system, url: values.url.trim(), username: values.username.trim() };
  if (values.changeSecret && values.secret !== '') body.secret = values.secret;
  return body;
}
