import { useLingui } from '@lingui/react';
import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { NOT_ALLOWED_FOR_ROLE } from '../lib/errorMessages.ts';

/** The spec's unauthorised message: this role may not do it, the administrator can help. */
export function NotAllowedMessage({ title }: { title: string }) {
  const { i18n } = useLingui();
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {i18n._(NOT_ALLOWED_FOR_ROLE)}
      </MessageBarBody>
    </MessageBar>
  );
}
