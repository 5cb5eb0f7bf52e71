import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { VALUE_ERROR_CODES } from '@pm/contracts';
import type { DataMappingIssue, ValueError } from '@pm/contracts';

const text = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

/** Names for the ids an issue carries (a sales channel's name, a data type's label, a target's label). */
export interface IssueNames {
  channel(channelId: string): string;
  dataType(type: string): string;
  target(path: string): string;
}

/** The message of one issue, at its field (spec §5 rules in the user's language). */
export function mappingIssueMessage(issue: DataMappingIssue, names: IssueNames): MessageDescriptor {
  const { params } = issue;
  switch (issue.code) {
    case 'LIST_SEPARATOR_REQUIRED':
      return msg`A list separator is required.`;
    case 'TRUE_FALSE_VALUES_REQUIRED':
      return msg`Values for true and false are required.`;
    case 'TRUE_FALSE_VALUES_SAME':
      return msg`The values for true and false must differ.`;
    case 'QUANTITY_UNIT_REQUIRED':
      return msg`A quantity unit mapping is required.`;
    case 'TARGET_MAPPED_TWICE': {
      const target = names.target(text(params['target']));
      return msg`${target} is already filled by another field. Each target can be mapped only once.`;
    }
    case 'CUSTOM_VALUE_UNKNOWN': {
      const key = text(params['key']);
      return msg`The custom value "${key}" does not exist (any more). Please choose another target.`;
    }
    case 'DATA_TYPE_MISMATCH': {
      const expected = names.dataType(text(params['expected']));
      return msg`This target needs the data type ${expected}.`;
    }
    case 'CUSTOM_VALUE_KEY_TWICE': {
      const key = text(params['key']);
      return msg`The key "${key}" is used twice.`;
    }
    case 'CUSTOM_VALUE_IN_USE': {
      const key = text(params['key']);
      return msg`The custom value "${key}" is filled by the input data mapping.`;
    }
    case 'SALES_CHANNEL_UNKNOWN':
      return msg`This sales channel does not exist (any more).`;
    case 'SALES_CHANNEL_MAPPED_TWICE':
      return msg`This sales channel is mapped twice.`;
    case 'REGULAR_PRICE_REQUIRED':
      return msg`Please select the ERP sales price that receives the regular price.`;
    case 'STRIKE_PRICE_REQUIRED':
      return msg`Please select the ERP sales price that receives the strike price.`;
    case 'OUTPUT_CHANNEL_MAPPED_TWICE': {
      const other = names.channel(text(params['otherChannelId']));
      return msg`This ERP sales price already receives prices of the sales channel ${other}. An output channel can map to only one input channel.`;
    }
  }
}

/** Why a value of a source row could not be read: names the field and the value. */
export function valueErrorMessage(error: ValueError, fieldName: string): MessageDescriptor {
  const { params } = error;
  const value = text(params['value']);
  const code = (VALUE_ERROR_CODES as readonly string[]).includes(error.code) ? error.code : null;
  switch (code) {
    case 'NOT_A_NUMBER':
      return params['format'] === 'COMMA'
        ? msg`${fieldName}: "${value}" is not a number with a decimal comma.`
        : msg`${fieldName}: "${value}" is not a number with a decimal dot.`;
    case 'NOT_A_BOOLEAN': {
      const trueValue = text(params['trueValue']);
      const falseValue = text(params['falseValue']);
      return msg`${fieldName}: "${value}" is neither "${trueValue}" nor "${falseValue}".`;
    }
    case 'OUT_OF_RANGE': {
      const max = text(params['max']);
      return msg`${fieldName}: ${value} is negative, above ${max} or has too many decimals.`;
    }
    case 'UNKNOWN_UNIT':
      return msg`${fieldName}: "${value}" is not a known quantity unit. Add it to the unit mapping.`;
    case 'INVALID_GTIN':
      return msg`${fieldName}: "${value}" is not a valid GTIN/EAN.`;
    case 'INVALID_JSON':
      return msg`${fieldName}: "${value}" is not valid JSON.`;
    case 'TOO_LONG': {
      const max = text(params['max']);
      return msg`${fieldName}: the value is too long (at most ${max}).`;
    }
    case 'NO_SUCH_CUSTOM_VALUE':
      return msg`${fieldName}: this custom value does not exist.`;
    default:
      return msg`${fieldName}: the value could not be read.`;
  }
}

/** Rows the connected system itself reported as unusable (preview `issues[].reason`). */
export function sourceIssueMessage(reason: string, sku: string | null): MessageDescriptor {
  const shown = sku ?? '';
  switch (reason) {
    case 'SKU_MISSING':
      return msg`A variation without SKU is left out.`;
    case 'SKU_DUPLICATE':
      return msg`The SKU ${shown} appears more than once; only its first variation is read.`;
    case 'VALUE_INVALID':
      return msg`A value of SKU ${shown} could not be read.`;
    default:
      return msg`A row could not be read.`;
  }
}
